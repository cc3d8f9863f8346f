/**
 * The partner site of the embed bench (another origin than the product): its pages `partner-<way>.html`
 * from the bench's folder at `/<way>.html?module=<id>` with `{{APP}}`, `{{TOKEN}}` and `{{MODULE_ID}}`
 * filled in, h5p-standalone's files at `/h5p-standalone/` and the H5P package at `/h5p-package/`, each as
 * a partner would host them (static files, revalidated).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

export interface PartnerSiteOptions {
  pagesDir: string;
  h5pStandaloneDir: string | undefined;
  h5pPackageDir: string;
  /** Placeholders of the pages and what replaces them. */
  replacements: Record<string, string>;
}

export function partnerSite(options: PartnerSiteOptions): Express {
  const partner = express();
  partner.disable('x-powered-by');
  partner.get('/:way.html', (req, res) => {
    const way = req.params.way.replace(/[^a-z0-9-]/g, '');
    let html = readFileSync(join(options.pagesDir, `partner-${way}.html`), 'utf8');
    const replacements = { ...options.replacements, '{{MODULE_ID}}': String(Number(req.query.module) || 0) };
    for (const [placeholder, value] of Object.entries(replacements))
      html = html.replaceAll(placeholder, value);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  if (options.h5pStandaloneDir) partner.use('/h5p-standalone', express.static(options.h5pStandaloneDir));
  partner.use('/h5p-package', express.static(options.h5pPackageDir));
  return partner;
}
