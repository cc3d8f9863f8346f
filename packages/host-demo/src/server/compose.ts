import { join } from 'node:path';
import { type Api, type ApiOptions, createApi, requestScope } from '@modkit/api';
import { createLtiTool, type LtiTool, readPlatformsFile } from '@modkit/lti-tool';
import express, { type Express } from 'express';
import { appBundle, ensureAppBundle } from './app-bundle';
import { compressedFiles } from './compressed-files';
import { embedDemoPage } from './embed-demo-page';
import { embedDemoTokenRoute, ensureEmbedDemoPartner } from './embed-demo-partner';
import { appHeaders, bundleHeaders, embedDemoHeaders, ltiHeaders } from './security-headers';
import { ensureWidgetBundles, widgetBundles } from './widget-bundles';

export interface ComposedServer {
  app: Express;
  /** The api part, with its context (tests import fixtures through it). */
  api: Api;
  /** The LTI tool (tests register their platform with it). */
  lti: LtiTool;
  close(): Promise<void>;
}

export interface ComposeOptions extends ApiOptions {
  /** The public URL the pages point at (default: the api's PUBLIC_URL). */
  publicUrl?: string;
}

/**
 * One Express app on one port: `/api/*` the REST API, `/lti/*` the LTI tool, `/widgets/*` the widget
 * bundles, `/embed-demo` a partner page using them (development), and the standalone app at `/` (with
 * deep links).
 */
export async function composeServer(options: ComposeOptions = {}): Promise<ComposedServer> {
  const bundles = ensureWidgetBundles();
  const appDir = ensureAppBundle();
  const api = await createApi(options);
  const publicUrl = options.publicUrl ?? api.ctx.config.publicUrl;
  const app = express();
  app.disable('x-powered-by');
  // Every request gets its id (X-Request-Id) and a scope its later errors are known by.
  app.use(requestScope());
  // Like the api: X-Forwarded-* are believed only from the proxies TRUST_PROXY names (this machine's).
  app.set('trust proxy', api.ctx.config.trustProxy);
  // Each part gets its own security headers (security-headers.ts); /api sets its own. Its answers go out
  // compressed to a browser that accepts it (compressed-files.ts).
  app.use('/api', compressedFiles(), api.app);
  // Prometheus metrics behind METRICS_TOKEN (a bearer token); 404 when none is configured.
  app.get('/metrics', api.metrics.endpoint(api.ctx.config.metricsToken));
  app.use('/widgets', bundleHeaders(publicUrl), widgetBundles(bundles));
  const lti = await createLtiTool({ api, publicUrl });
  const platformsFile = process.env.LTI_PLATFORMS_FILE ?? join(api.ctx.config.dataDir, 'lti-platforms.json');
  for (const platform of readPlatformsFile(platformsFile)) await lti.registerPlatform(platform);
  app.use('/lti', ltiHeaders(publicUrl), lti.router);
  // The embed demo plays a partner site on this origin (development only: it is demo content).
  if (!api.ctx.config.production) {
    const partnerKey = await ensureEmbedDemoPartner(api, publicUrl);
    app.post('/embed-demo/token', embedDemoTokenRoute(publicUrl, partnerKey));
    app.get('/embed-demo', ...embedDemoHeaders(publicUrl), (_req, res) => {
      res.type('html').send(embedDemoPage(publicUrl, res.locals.cspNonce as string));
    });
  }
  app.use(appHeaders(publicUrl), appBundle(appDir));
  return {
    app,
    api,
    lti,
    close: async () => {
      await lti.close();
      await api.close();
    },
  };
}
