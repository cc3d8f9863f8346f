/**
 * The servers of the browser tests: the composed product on a fresh database in a temporary folder
 * (http://localhost:E2E_PORT, default 4310, with an extra catalogue of XSS probes), a partner site on another
 * origin (http://127.0.0.1:E2E_PORT+1) that serves the pages in `tests/e2e/partner/` as a third party would.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCatalogue, newPartnerKey, readCatalogueFile } from '@modkit/api';
import express from 'express';
import { composeServer } from '../../packages/host-demo/src/server/compose';
import { startTestPlatform } from '../../packages/lti-tool/test/platform/test-platform';

const here = fileURLToPath(new URL('.', import.meta.url));
const API_PORT = Number(process.env.E2E_PORT ?? 4310);
const PARTNER_PORT = API_PORT + 1;
const PLATFORM_PORT = API_PORT + 2;
const publicUrl = `http://localhost:${API_PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), 'modkit-e2e-'));
// The browser tests create many accounts and sign the demo accounts in many times from one address: the
// per-address signup and login limits are raised.
const server = await composeServer({
  dataDir,
  publicUrl,
  databaseUrl: undefined,
  signupLimitPerIp: 1000,
  loginLimitPerAccount: 1000,
  // Partner widget tokens last 70 s here, so a test sees the loader ask for a fresh one after 10 s.
  partnerTokenTtlSeconds: 70,
});
// The probes' CSS points at the partner site's /track/*, which records every request it gets.
const probes = join(dataDir, 'xss-catalogue.json');
writeFileSync(
  probes,
  readFileSync(join(here, 'fixtures', 'xss-catalogue.json'), 'utf8').replaceAll(
    '{{PARTNER}}',
    `http://127.0.0.1:${PARTNER_PORT}`,
  ),
);
await importCatalogue(server.api.ctx, [readCatalogueFile(probes)]);

// An LMS on a third origin (another site than the tool: 127.0.0.1 vs localhost), registered with the tool.
const platform = await startTestPlatform(publicUrl, PLATFORM_PORT);
await server.lti.registerPlatform({
  issuer: platform.url,
  clientId: platform.clientId,
  name: 'E2E LMS',
  authenticationEndpoint: `${platform.url}/auth`,
  accessTokenEndpoint: `${platform.url}/token`,
  jwksUrl: `${platform.url}/jwks`,
  deploymentIds: [platform.deploymentId],
});
// Listening last: the health check the tests wait for means everything above is ready.
server.app.listen(API_PORT);

// The partner site is a registered partner: its server trades its key for widget tokens of its own user.
const partnerOrigin = `http://127.0.0.1:${PARTNER_PORT}`;
const partnerKey = newPartnerKey();
await server.api.ctx.db
  .insertInto('partners')
  .values({
    name: 'Lakeside School (e2e)',
    origins: JSON.stringify([partnerOrigin]),
    package_name: 'PREMIUM',
    status: 'ACTIVE',
    key_hash: partnerKey.hash,
    key_hint: partnerKey.hint,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  })
  .execute();
const partner = express();
const tracked: string[] = [];
partner.get('/track/:probe', (req, res) => {
  tracked.push(req.params.probe);
  res.status(404).end();
});
const tokenRequests: number[] = [];
partner.post('/modkit-token', async (_req, res) => {
  tokenRequests.push(Date.now());
  const answer = await fetch(`${publicUrl}/api/partner/tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${partnerKey.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: 'lakeside-7', first_name: 'Pat', last_name: 'Okafor' }),
  });
  const body = (await answer.json()) as { data: { token: string; expires_at: string } };
  res.json(body.data);
});
partner.get('/token-requests', (_req, res) => {
  res.json(tokenRequests.length);
});
partner.get('/tracked', (_req, res) => {
  res.json(tracked);
});
partner.get('/:page.html', (req, res) => {
  const html = readFileSync(
    join(here, 'partner', `${req.params.page.replace(/[^a-z0-9-]/g, '')}.html`),
    'utf8',
  );
  const nonce = 'e2e-nonce-1234';
  if (req.query.csp) {
    res.setHeader(
      'Content-Security-Policy',
      `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; object-src 'none'`,
    );
  }
  res.type('html').send(html.replaceAll('{{API}}', publicUrl).replaceAll('{{NONCE}}', nonce));
});
partner.listen(PARTNER_PORT, '127.0.0.1');
console.log(`e2e servers: ${publicUrl} (data in ${dataDir}) and http://127.0.0.1:${PARTNER_PORT}`);
