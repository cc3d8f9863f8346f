import type { Client } from '../client/create-client';
import type { Partner, PartnerCreateBody, PartnerKeyResponse, PartnerUpdateBody } from '../contract/partners';
import type { DataEnvelope, PageEnvelope } from './envelope';
import { listCall } from './list-calls';
import { requestData } from './requests';

export type { Partner, PartnerCreateBody, PartnerUpdateBody } from '../contract/partners';

/** The admin console's partner list: 50 a page, oldest first. */
export const PARTNERS_DEFAULT_QUERY = { page: 1, limit: 50 } as const;

/** A partner with its key: the answer of a registration or a rotation, the only time the key is shown. */
export type PartnerWithKey = PartnerKeyResponse['data'];

/** The partner sites (GET /admin/partners, administrators only). */
export const getPartners = listCall<PageEnvelope<Partner>>('/admin/partners', PARTNERS_DEFAULT_QUERY);

/** Registers a partner (POST /admin/partners); the answer carries its key, shown once. */
export async function createPartner(client: Client, body: PartnerCreateBody): Promise<PartnerWithKey> {
  return requestData<PartnerKeyResponse>(client, 'POST', '/admin/partners', { json: body });
}

/** Changes a partner's name, origins or package, or disables / enables it (PATCH /admin/partners/{id}). */
export async function updatePartner(
  client: Client,
  partnerId: number,
  body: PartnerUpdateBody,
): Promise<Partner> {
  return requestData<DataEnvelope<Partner>>(client, 'PATCH', `/admin/partners/${partnerId}`, { json: body });
}

/** Gives a partner a new key (POST /admin/partners/{id}/key): the old one stops at once; the new one is shown once. */
export async function rotatePartnerKey(client: Client, partnerId: number): Promise<PartnerWithKey> {
  return requestData<PartnerKeyResponse>(client, 'POST', `/admin/partners/${partnerId}/key`);
}
