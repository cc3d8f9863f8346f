// The api as a process of its own for the offline chaos test (app-offline-chaos.spec.ts), on a fixed port so the
// test's page keeps its origin across restarts: `CHAOS_PORT`, the SQLite file in `CHAOS_DATA_DIR`. The first
// start (CHAOS_FIRST=1) adds a PREMIUM learner and prints `LEARNER <id> <token>`. `/chaos.html` is a blank page
// of the api's origin for the test's harness. Prints `LISTENING <port>`; SIGTERM stops it gracefully.
import express from 'express';
import { createApi } from '../../../packages/api/src/app';
import { onStopSignals, shutDownGracefully } from '../../../packages/api/src/http/graceful-shutdown';
import { createUser } from '../../../packages/api/test/fixtures/people';

const dataDir = process.env.CHAOS_DATA_DIR;
const port = Number(process.env.CHAOS_PORT);
if (!dataDir || !port) throw new Error('CHAOS_DATA_DIR and CHAOS_PORT are needed');

const api = await createApi({
  dataDir,
  seedDemo: true,
  production: false,
  publicUrl: `http://127.0.0.1:${port}`,
  log: (error) => console.error(error),
});
if (process.env.CHAOS_FIRST === '1') {
  const learner = await createUser(api.ctx, { packageName: 'PREMIUM' });
  process.stdout.write(`LEARNER ${learner.id} ${learner.token}\n`);
}
const app = express();
app.get('/chaos.html', (_req, res) => {
  res.type('html').send('<!doctype html><html lang="en"><title>offline chaos</title><body></body></html>');
});
app.use('/api', api.app);
const server = app.listen(port, '127.0.0.1', () => process.stdout.write(`LISTENING ${port}\n`));
onStopSignals(() => shutDownGracefully(server, () => api.close()));
