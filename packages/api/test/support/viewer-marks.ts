import { expect } from 'vitest';
import type { TestServer } from './harness';

/** The viewer's own marks on a module: bookmarked, rated 10 (Loved) and assigned to themselves. */
export async function markModule(server: TestServer, token: string, moduleId: number): Promise<void> {
  const as = { token };
  expect(
    (await server.call('POST', '/users/bookmarks', { ...as, json: { module_id: moduleId } })).status,
  ).toBe(201);
  expect(
    (await server.call('POST', `/modules/${moduleId}/rating`, { ...as, json: { score: 10 } })).status,
  ).toBe(200);
  expect(
    (await server.call('POST', '/modules/assign', { ...as, json: { modules: [moduleId] } })).status,
  ).toBe(200);
}
