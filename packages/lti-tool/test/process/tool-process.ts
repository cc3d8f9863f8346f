// The api and the LTI tool in a Node process of their own, composed as the production server composes them
// (the LTI sweep and the process-survival test watch it answer, or stop).
// Run as `node --conditions=source --import tsx test/process/tool-process.ts`. Reads TOOL_DATA_DIR (keys
// and the SQLite file), TOOL_DATABASE_URL and TOOL_PG_SCHEMA (PostgreSQL), STORAGE_URL; listens on TOOL_PORT
// (else a free port) of 127.0.0.1 and prints `LISTENING <port>`; TOOL_PLATFORM (JSON) registers a platform. As `npm start`, it keeps serving when an error escapes a handler.
// TOOL_PROCESS_FAULTS=1 adds test-only routes under /faults whose work throws outside its handler.
import type { AddressInfo } from 'node:net';
import { keepServingOnStrayErrors, requestScope } from '@modkit/api';
import express, { type Express } from 'express';
import { composeApiAndTool } from './compose-tool';

const env = process.env;
const dataDir = env.TOOL_DATA_DIR;
if (!dataDir) throw new Error('TOOL_DATA_DIR is not set');
const pgSchema = env.TOOL_PG_SCHEMA || undefined;

const app = express();
const server = app.listen(Number(env.TOOL_PORT ?? 0), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { api, tool } = await composeApiAndTool({
  publicUrl,
  pgSchema,
  platform: env.TOOL_PLATFORM,
  api: { dataDir, ...(env.TOOL_DATABASE_URL ? { databaseUrl: env.TOOL_DATABASE_URL } : {}) },
  tool: { encryptionKey: 'test-encryption-key' },
});
keepServingOnStrayErrors(api.logger);
app.set('trust proxy', api.ctx.config.trustProxy);
app.use(requestScope());
if (env.TOOL_PROCESS_FAULTS === '1') addFaults(app);
app.use('/api', api.app);
app.use('/lti', tool.router);
process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);

/** Requests whose work throws after its handler returned: in a timer, a promise nobody awaits, after the answer. */
function addFaults(target: Express) {
  target.get('/faults/throw-in-timer', () => {
    setTimeout(() => {
      throw new Error('thrown in a timer of the request');
    }, 10);
  });
  target.get('/faults/reject-unawaited', () => {
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('rejected with nobody waiting');
    })();
  });
  target.get('/faults/throw-after-answer', (_req, res) => {
    res.json({ data: 'answered' });
    setTimeout(() => {
      throw new Error('thrown after the answer');
    }, 10);
  });
}
