/**
 * The embed bench's servers, in their own process: the product on http://localhost:PORT (the api at /api
 * on the prepared DATA_DIR, the widgets' script-tag build at /widgets, the standalone app at /, framable by
 * the partner) and a partner site on another origin, http://127.0.0.1:PORT+1, serving the bench's partner
 * pages (`partner-*.html`), h5p-standalone's files at /h5p-standalone and the bench's H5P package at
 * /h5p-package. Prints one JSON line: the product's URL, the partner's, and the bench learner's token.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '@modkit/api';
import express, { type RequestHandler } from 'express';
import { signAccessToken } from '../../packages/api/src/auth/tokens';
import { appBundle } from '../../packages/host-demo/src/server/app-bundle';
import { appHeaders, bundleHeaders } from '../../packages/host-demo/src/server/security-headers';
import { widgetBundles } from '../../packages/host-demo/src/server/widget-bundles';
import { BENCH_LEARNER } from '../api/generate-catalogue';
import { partnerSite } from './partner-site';

const env = process.env;
const port = Number(env.PORT);
const publicUrl = `http://localhost:${port}`;
const partnerUrl = `http://127.0.0.1:${port + 1}`;

/**
 * The app's own headers, except that the partner may frame it: `frame-ancestors` names the partner and
 * X-Frame-Options goes (the product's default forbids any framing; way 2 needs a deployment that allows it).
 */
const framableByPartner: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Frame-Options');
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string')
    res.setHeader(
      'Content-Security-Policy',
      policy.replace("frame-ancestors 'none'", `frame-ancestors ${partnerUrl}`),
    );
  next();
};

const api = await createApi({ publicUrl, corsOrigins: [partnerUrl], seedDemo: false, log: () => {} });
const learner = await api.ctx.db
  .selectFrom('users')
  .select(['id', 'role'])
  .where('email', '=', BENCH_LEARNER.email)
  .executeTakeFirstOrThrow();
const token = await signAccessToken(api.ctx.signingKey, learner);

const product = express();
product.disable('x-powered-by');
product.use('/api', api.app);
product.use('/widgets', bundleHeaders(publicUrl), widgetBundles(env.WIDGETS_DIR!));
product.use(appHeaders(publicUrl), framableByPartner, appBundle(env.APP_DIR!));

const pagesDir = fileURLToPath(new URL('.', import.meta.url));
const partner = partnerSite({
  pagesDir,
  h5pStandaloneDir: env.H5P_STANDALONE_DIR || undefined,
  h5pPackageDir: join(env.BENCH_DIR!, 'h5p-package'),
  replacements: { '{{APP}}': publicUrl, '{{TOKEN}}': token },
});

// Like the e2e tests' server: the product on every address (the browser's localhost may be ::1), the partner on 127.0.0.1.
const servers = [product.listen(port), partner.listen(port + 1, '127.0.0.1')];
await Promise.all(servers.map((server) => new Promise((resolve) => server.once('listening', resolve))));
console.log(JSON.stringify({ url: publicUrl, partnerUrl, token }));
process.on('SIGTERM', () => {
  for (const server of servers) server.closeAllConnections();
  Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    .then(() => api.close())
    .then(() => process.exit(0));
});
