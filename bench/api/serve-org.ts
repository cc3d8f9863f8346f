// Serves the api on a prepared organisation DATA_DIR and prints its URL and the super mentor's token.
import type { AddressInfo } from 'node:net';
import { createApi } from '@modkit/api';
import { signAccessToken } from '../../packages/api/src/auth/tokens';

const api = await createApi({ seedDemo: false, log: () => {} });
const sm = await api.ctx.db
  .selectFrom('users')
  .select(['id', 'role'])
  .where('email', '=', 'bench-super@modkit.test')
  .executeTakeFirstOrThrow();
const token = await signAccessToken(api.ctx.signingKey, sm);
const server = api.app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token }));
});
process.on('SIGTERM', () => server.close(() => void api.close().then(() => process.exit(0))));
