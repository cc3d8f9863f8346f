import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIdSet } from '../../src/db/id-set';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let ids: number[];

beforeAll(async () => {
  server = await startTestServer();
  ids = [];
  for (let i = 0; i < 3; i++) ids.push((await createUser(server.api.ctx)).id);
});
afterAll(() => server.close());

const usersIn = (list: number[]) => {
  const { db, dialect } = server.api.ctx;
  return db
    .selectFrom('users')
    .select('id')
    .where(inIdSet(dialect, 'users.id', list))
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.id));
};

describe('inIdSet', () => {
  it('keeps the rows whose id is in the list, and none for an empty list', async () => {
    expect(await usersIn([ids[0]!, ids[2]!, 999_999])).toEqual([ids[0], ids[2]]);
    expect(await usersIn([])).toEqual([]);
  });

  it('takes a list longer than the engine allows parameters (70 000 ids: more than 32 766 and 65 535)', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => 1_000_000 + i);
    many[40_000] = ids[1]!;
    expect(await usersIn(many)).toEqual([ids[1]]);
  });
});
