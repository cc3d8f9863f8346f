/**
 * A tool for the launch benchmark, in its own process (ltijs is a singleton): MODE=modkit is our tool
 * (api + lti-tool, all checks, provisioning, launch code); MODE=plain is ltijs alone with the same database
 * store and its standard flow (state cookie, ltik redirect, a page from onConnect). Prints one JSON line.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@modkit/api';
import express from 'express';
import type { Kysely } from 'kysely';
import { createLtiTool } from '../../packages/lti-tool/src/index';
import { ltijsProvider } from '../../packages/lti-tool/src/ltijs';
import { LtijsKyselyStore } from '../../packages/lti-tool/src/store/ltijs-store';
import { migrateLtiStore } from '../../packages/lti-tool/src/store/migrations';
import type { LtiTables } from '../../packages/lti-tool/src/store/schema';

const env = process.env;
const platform = {
  issuer: env.PLATFORM_URL!,
  clientId: env.PLATFORM_CLIENT!,
  name: 'Bench LMS',
  authenticationEndpoint: `${env.PLATFORM_URL}/auth`,
  accessTokenEndpoint: `${env.PLATFORM_URL}/token`,
  jwksUrl: `${env.PLATFORM_URL}/jwks`,
  deploymentIds: [env.PLATFORM_DEPLOYMENT!],
};
const dataDir = mkdtempSync(join(tmpdir(), 'modkit-bench-lti-'));

if (env.MODE === 'plain') {
  const api = await createApi({ dataDir, seedDemo: false, databaseUrl: undefined });
  await migrateLtiStore(api.ctx.db as unknown as Kysely<unknown>, api.ctx.dialect);
  const lti = ltijsProvider();
  lti.setup(
    'bench-key',
    { plugin: new LtijsKyselyStore(api.ctx.db as unknown as Kysely<LtiTables>) },
    {
      appRoute: '/lti/launch',
      loginRoute: '/lti/login',
      keysetRoute: '/lti/keys',
      cookies: { secure: false, sameSite: 'Lax' },
    },
  );
  lti.onConnect((token, _req, res) => res.send(`<!doctype html><p>Hello ${token.user}</p>`));
  await lti.deploy({ serverless: true, silent: true });
  const { registerPlatform } = lti;
  await registerPlatform.call(lti, {
    url: platform.issuer,
    name: platform.name,
    clientId: platform.clientId,
    authenticationEndpoint: platform.authenticationEndpoint,
    accesstokenEndpoint: platform.accessTokenEndpoint,
    authConfig: { method: 'JWK_SET', key: platform.jwksUrl },
  });
  const server = lti.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
} else {
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = await createApi({ dataDir, publicUrl: url, databaseUrl: undefined });
  const tool = await createLtiTool({
    api,
    publicUrl: url,
    encryptionKey: 'bench-key',
    loginKey: 'bench-lti-login-key-of-32-characters',
  });
  await tool.registerPlatform(platform);
  app.use('/api', api.app);
  app.use('/lti', tool.router);
  console.log(JSON.stringify({ url }));
}

// Stopping ends the process normally (a CPU profile, when asked for, is written on exit).
process.on('SIGTERM', () => process.exit(0));
