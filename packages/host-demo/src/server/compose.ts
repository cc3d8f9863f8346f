import { type ApiOptions, createApi } from '@modkit/api';
import express, { type Express } from 'express';

export interface ComposedServer {
  app: Express;
  close(): Promise<void>;
}

/** One Express app on one port: `/api/*` the REST API; `/lti`, `/widgets`, `/embed-demo` and `/` join as they land. */
export async function composeServer(options: ApiOptions = {}): Promise<ComposedServer> {
  const api = await createApi(options);
  const app = express();
  app.disable('x-powered-by');
  app.use('/api', api.app);
  app.get('/', (_req, res) => {
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>modkit</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;line-height:1.5">
<h1>modkit is running</h1>
<p>The API answers under <a href="/api/health">/api</a>. The standalone app, the widgets and the LTI tool are
served here as they land.</p></body></html>`);
  });
  return { app, close: () => api.close() };
}
