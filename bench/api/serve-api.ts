// Serves the api on a prepared DATA_DIR (or, with BENCH_PG_SCHEMA, on that schema of DATABASE_URL) and prints its
// URL, a learner's token and its process id (one JSON line).
import type { AddressInfo } from 'node:net';
import { createApi } from '@modkit/api';
import { signAccessToken } from '../../packages/api/src/auth/tokens';

const pgSchema = process.env.BENCH_PG_SCHEMA;
const api = await createApi({ seedDemo: false, log: () => {}, ...(pgSchema ? { pgSchema } : {}) });
const learner = await api.ctx.db
  .selectFrom('users')
  .select(['id', 'role'])
  .where('email', '=', 'bench-learner@modkit.test')
  .executeTakeFirstOrThrow();
const token = await signAccessToken(api.ctx.signingKey, learner);
const server = api.app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token }));
});
process.on('SIGTERM', () => server.close(() => void api.close().then(() => process.exit(0))));
