import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/**
 * The nonce of this response's inline `<script>` and `<style>`: the composed server's
 * (`res.locals.cspNonce`, see host-demo's `ltiHeaders`) when it set one, else a fresh one.
 */
export function pageNonce(res: Response): string {
  const given = res.locals.cspNonce;
  if (typeof given === 'string' && /^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(given)) return given;
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  return nonce;
}

export interface PageSources {
  /** The page has inline scripts (with the nonce); without, `script-src 'none'`. */
  scripts?: boolean;
  /** Where its scripts fetch (`connect-src`); none by default. */
  connect?: string[];
  /** Where its forms post (`form-action`); none by default. */
  formAction?: string[];
}

/** `'none'` for an empty source list. */
const sources = (list: readonly string[] | undefined) => (list?.length ? list.join(' ') : "'none'");

/**
 * The Content-Security-Policy of the tool's own pages: nothing loads but the response's nonce'd inline
 * scripts and styles (never `unsafe-inline`, no `style=` attributes), forms post and scripts fetch only
 * where the page needs, and any LMS may frame it (`frame-ancestors *`).
 */
function pagePolicy(nonce: string, page: PageSources = {}): string {
  return [
    "default-src 'none'",
    `script-src ${page.scripts ? `'nonce-${nonce}'` : "'none'"}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${sources(page.connect)}`,
    `form-action ${sources(page.formAction)}`,
    "base-uri 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/**
 * Sends one of the tool's HTML pages (no-store) under `pagePolicy`; `render` gets the response's nonce
 * for its `<script nonce>` and `<style nonce>`.
 */
export function sendPage(
  res: Response,
  status: number,
  page: PageSources,
  render: (nonce: string) => string,
): void {
  const nonce = pageNonce(res);
  res
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Content-Security-Policy', pagePolicy(nonce, page))
    .send(render(nonce));
}

/** The origin of an absolute http(s) URL, or null. */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}
