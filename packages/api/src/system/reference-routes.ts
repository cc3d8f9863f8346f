import type { Router } from 'express';
import type { ApiContext } from '../config/context';
import { cspHash, pagePolicy } from '../http/guards/security-headers';
import { DOCS_CSS, docsPage } from '../openapi/docs-page';
import { buildOpenApiDocument } from '../openapi/document';
import type { Operation } from '../openapi/operation';

/** `/api/openapi.json` (generated from the contract, once) and the readable `/api/docs` page, of these operations. */
export function registerReferenceRoutes(
  router: Router,
  ctx: ApiContext,
  operations: readonly Operation[],
): void {
  let document: unknown;
  let page: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(`${ctx.config.publicUrl}/api`, operations);
    res.json(document);
  });
  // No script at all; the one inline stylesheet is allowed by its hash.
  router.get('/docs', pagePolicy({ 'style-src': [cspHash(DOCS_CSS)] }), (_req, res) => {
    page ??= docsPage(operations);
    res.type('html').send(page);
  });
}
