// One modkit server of several (the scale-out test): the api and the LTI tool on one port, as the composed
// server mounts them, in its own Node process so that the test can stop it with SIGTERM or kill it.
// Run as `node --conditions=source --import tsx test/scale/instance-process.ts`. Reads INSTANCE_DATA_DIR (its
// own keys folder), INSTANCE_DATABASE_URL and INSTANCE_PG_SCHEMA (the shared PostgreSQL), INSTANCE_PUBLIC_URL
// (the balancer's URL), INSTANCE_SEED=1 (the first instance seeds the demo), INSTANCE_PLATFORM (a platform to
// register, JSON), and the shared settings every instance of a deployment has: JWT_PRIVATE_JWK,
// LTI_ENCRYPTION_KEY, STORAGE_URL. Prints `LISTENING <port>`.
import type { AddressInfo } from 'node:net';
import { onStopSignals, shutDownGracefully } from '@modkit/api';
import express from 'express';
import { composeApiAndTool } from '../process/compose-tool';

const env = process.env;
const need = (name: string) => {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const publicUrl = need('INSTANCE_PUBLIC_URL');
const pgSchema = env.INSTANCE_PG_SCHEMA || undefined;

const { api, tool } = await composeApiAndTool({
  publicUrl,
  pgSchema,
  platform: env.INSTANCE_PLATFORM,
  api: {
    dataDir: need('INSTANCE_DATA_DIR'),
    databaseUrl: need('INSTANCE_DATABASE_URL'),
    seedDemo: env.INSTANCE_SEED === '1',
  },
  tool: {
    requireApproval: false,
    // Short timings so the test sees a dead server's claimed scores taken over in seconds, not minutes.
    scoreOutbox: { baseDelayMs: 200, pollMs: 300, leaseMs: 2_000 },
  },
});

const app = express();
app.set('trust proxy', 'loopback');
app.use('/api', api.app);
app.use('/lti', tool.router);
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);
});
onStopSignals(() =>
  shutDownGracefully(
    server,
    async () => {
      await tool.close();
      await api.close();
    },
    {
      drainMs: api.ctx.config.shutdownDrainMs,
      onStopping: () => {
        api.ctx.lifecycle.stopping = true;
      },
    },
  ),
);
