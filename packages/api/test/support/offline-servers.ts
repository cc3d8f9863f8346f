import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from './harness';

/**
 * The offline writes' world (issue 44): two servers of one PostgreSQL database (on SQLite the one server), on
 * a clock the test sets, with the mini catalogue; and PREMIUM learners with its black-holes module assigned.
 */
export function offlineServers(folderPrefix: string, now: () => number) {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let dataDir = '';
  let moduleId = 0;
  return {
    async start() {
      dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
      a = await startTestServer({ dataDir, now });
      b = usingPostgres ? await startTestServer({ sharing: a, dataDir, now }) : a;
      await seedMiniCatalogue(a.api.ctx);
      const modules = await a.api.ctx.db.selectFrom('modules').select(['id', 'key']).orderBy('id').execute();
      moduleId = modules.find((m) => m.key === 'black-holes')!.id;
      const otherModuleId = modules.find((m) => m.key === 'moon-phases')!.id;
      return { a, b, moduleId, otherModuleId };
    },
    async stop() {
      if (b && b !== a) await b.close();
      await a?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** A PREMIUM learner with the module assigned. */
    async assignedLearner() {
      const user = await createUser(a!.api.ctx, { packageName: 'PREMIUM' });
      const assigned = await a!.call('POST', '/modules/assign', {
        token: user.token,
        json: { modules: [moduleId] },
      });
      expect(assigned.status).toBe(200);
      return user;
    },
  };
}
