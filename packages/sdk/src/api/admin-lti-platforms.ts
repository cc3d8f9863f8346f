import type { Client } from '../client/create-client';
import type { LtiPlatform, LtiPlatformKey } from '../contract/lti-platforms';
import type { Page, PageEnvelope } from './envelope';
import { requestPage } from './requests';

export type { LtiPlatform, LtiPlatformKey } from '../contract/lti-platforms';

/**
 * The LTI tool answers beside the api (`/api` → `/lti`, as the composed server mounts them): its admin routes
 * are reached from the api's base URL one level up.
 */
const LTI_ADMIN = '../lti/admin/platforms';

/** Every LMS platform with its status, deployments and last launch (administrators only). */
export async function getLtiPlatforms(client: Client): Promise<Page<LtiPlatform>> {
  return requestPage<PageEnvelope<LtiPlatform>>(client, LTI_ADMIN);
}

/** Lets a platform that registered itself launch. */
export async function approveLtiPlatform(client: Client, key: LtiPlatformKey): Promise<void> {
  await client.request('POST', `${LTI_ADMIN}/approve`, { json: key });
}

/** Refuses a platform that registered itself and waits. */
export async function refuseLtiPlatform(client: Client, key: LtiPlatformKey): Promise<void> {
  await client.request('POST', `${LTI_ADMIN}/refuse`, { json: key });
}

/** Revokes an approved platform: its keys and deployments go, its launches are refused. */
export async function revokeLtiPlatform(client: Client, key: LtiPlatformKey): Promise<void> {
  await client.request('DELETE', LTI_ADMIN, { query: { ...key } });
}
