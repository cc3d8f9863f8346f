/**
 * The composed product alone on a fresh database with only the demo seed (http://localhost:PRISTINE_PORT): for
 * tests that read what a page says word for word (the screen reader's snapshots), which the other test files'
 * comments, views and points must not change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeServer } from '../../packages/host-demo/src/server/compose';

const port = Number(process.env.PRISTINE_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'modkit-pristine-'));
const server = await composeServer({
  dataDir,
  publicUrl: `http://localhost:${port}`,
  databaseUrl: undefined,
});
const listening = server.app.listen(port);
const stop = () => {
  listening.close();
  void server.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
