import type { Router } from 'express';
import type { ApiContext } from '../config/context';
import { cspHash, pagePolicy } from '../http/security-headers';
import { DOCS_CSS, docsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';

/** `/api/openapi.json` (generated from the contract, once) and the readable `/api/docs` page. */
export function registerReferenceRoutes(router: Router, ctx: ApiContext): void {
  let document: unknown;
  let page: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= openApiDocument(`${ctx.config.publicUrl}/api`);
    res.json(document);
  });
  // No script at all; the one inline stylesheet is allowed by its hash.
  router.get('/docs', pagePolicy({ 'style-src': [cspHash(DOCS_CSS)] }), (_req, res) => {
    page ??= docsPage();
    res.type('html').send(page);
  });
}
