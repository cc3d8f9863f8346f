/**
 * What the embed bench reads through the api as the bench learner before it measures: the module it shows
 * (found by name) and the learner's profile, stored as the app's sign-in stores a session (the SDK's
 * session store: one JSON value under the `modkit` key), for the app in the iframe.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_STORAGE_KEY } from '@modkit/sdk';

export interface BenchModule {
  id: number;
  name: string;
  description: string;
}

/** A GET on the api (`apiUrl`: the product's origin) as the learner; answers `data`. */
async function apiGet<T>(origin: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The module named `name` and the learner's app session. */
export async function learnerModule(
  origin: string,
  token: string,
  name: string,
): Promise<{ module: BenchModule; appSession: { key: string; value: string } }> {
  const found = await apiGet<{ results: BenchModule[] }>(
    origin,
    token,
    `/modules/search?keyword=${encodeURIComponent(name)}&limit=40&status=PUBLISH&search_type=CUSTOM`,
  );
  const id = found.results.find((m) => m.name === name)?.id;
  if (id === undefined) throw new Error(`no published module named ${name}`);
  const module = await apiGet<BenchModule>(origin, token, `/modules/auth/${id}`);
  const profile = await apiGet<{ id: number; roles?: Array<{ type: string }> }>(
    origin,
    token,
    '/users/profile',
  );
  const state = {
    isAuthenticated: true,
    user: { token, data: profile },
    user_type: profile.roles?.[0]?.type ?? null,
    settings: { machine_id: randomUUID(), last_updated_activity: null },
  };
  return {
    module: { id: module.id, name: module.name, description: module.description },
    appSession: { key: DEFAULT_STORAGE_KEY, value: JSON.stringify({ state, version: 0 }) },
  };
}
