import { existsSync, readFileSync } from 'node:fs';
import type { PlatformConfig } from './register-platform';

const REQUIRED = [
  'issuer',
  'clientId',
  'name',
  'authenticationEndpoint',
  'accessTokenEndpoint',
  'jwksUrl',
] as const;

/**
 * Manual registration: a JSON file with an array of platforms (README "Installing in an LMS"), read at
 * start. Each entry needs the fields of `PlatformConfig`; a broken file stops the start with a message.
 */
export function readPlatformsFile(path: string): PlatformConfig[] {
  if (!existsSync(path)) return [];
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected an array of platforms`);
  return parsed.map((entry, index) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    for (const field of REQUIRED) {
      if (typeof e[field] !== 'string' || !e[field])
        throw new Error(`${path}: platform ${index + 1} lacks "${field}"`);
    }
    const deployments = Array.isArray(e.deploymentIds)
      ? e.deploymentIds.filter((d) => typeof d === 'string')
      : [];
    if (deployments.length === 0) throw new Error(`${path}: platform ${index + 1} lacks "deploymentIds"`);
    return { ...(e as unknown as PlatformConfig), deploymentIds: deployments as string[] };
  });
}
