import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { strictTransportSecurity } from '@modkit/api';
import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers of the composed server's own parts (security issue, item 10). `/api` sets its own (the api
 * app: `packages/api/src/http/guards/security-headers.ts`). Everywhere: `nosniff`, a Referrer-Policy, HSTS only
 * where the site is https. Pages get a Content-Security-Policy without `unsafe-inline` scripts and
 * `frame-ancestors 'none'`, except under `/lti`, which an LMS frames.
 */

type Sources = string[];

/** A fresh nonce for the response's inline scripts and styles: `res.locals.cspNonce`. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};
const nonceSource = (_req: unknown, res: ServerResponse) =>
  `'nonce-${(res as Response).locals.cspNonce as string}'`;

/** What differs between the parts; the rest is helmet's defaults (nosniff, Origin-Agent-Cluster …). */
interface Part {
  csp: HelmetOptions['contentSecurityPolicy'];
  frame: 'deny' | false;
  opener: 'same-origin' | 'same-origin-allow-popups' | false;
  resource: 'same-origin' | 'cross-origin' | false;
}

const partHeaders = (publicUrl: string, part: Part): RequestHandler[] => [
  helmet({
    contentSecurityPolicy: part.csp,
    crossOriginOpenerPolicy: part.opener && { policy: part.opener },
    crossOriginResourcePolicy: part.resource && { policy: part.resource },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // only where the site is https: see strictTransportSecurity
    xFrameOptions: part.frame && { action: part.frame },
  }),
  strictTransportSecurity(publicUrl),
];

/**
 * The sign-in providers the app loads only when configured (captcha.tsx: its build; social-providers.ts: the
 * server's GET /auth/providers):
 * reCAPTCHA, Google Identity Services and the Facebook SDK, each narrowed to the paths it uses.
 */
const PROVIDERS = {
  script: [
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://accounts.google.com/gsi/client',
    'https://connect.facebook.net/en_US/sdk.js',
  ],
  style: ['https://accounts.google.com/gsi/style'],
  frame: [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://accounts.google.com/gsi/',
    'https://www.facebook.com/',
    'https://web.facebook.com/',
  ],
  connect: ['https://accounts.google.com/gsi/'],
};

/**
 * The standalone app (`/` and its deep links). Scripts come from our origin, and the one inline script of its
 * index.html (the page start, page-start.ts) carries the response's nonce. Styles: the built stylesheet, and the `<style>` elements the widgets it renders put in
 * their shadow roots; the app is static HTML with no per-request nonce to hand them, so `style-src`
 * allows inline styles (styles only; script never). Images: ours, data:/blob: (previews) and https
 * (authored module content). It frames only its own origin (the payment window of the test gateway).
 */
export function appHeaders(publicUrl: string): RequestHandler[] {
  const own = ["'self'", new URL(publicUrl).origin];
  const directives: Record<string, Sources | Array<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'script-src': [...own, nonceSource, ...PROVIDERS.script],
    'style-src': [...own, "'unsafe-inline'", ...PROVIDERS.style],
    'img-src': [...own, 'data:', 'blob:', 'https:'],
    'media-src': [...own, 'https:'],
    'font-src': [...own, 'data:'],
    'connect-src': [...own, ...PROVIDERS.connect],
    'frame-src': [...own, ...PROVIDERS.frame],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const part: Part = {
    csp: { useDefaults: false, directives },
    frame: 'deny',
    // Popups of the sign-in providers keep their opener; the app's own tabs open with noopener.
    opener: 'same-origin-allow-popups',
    resource: 'same-origin',
  };
  // The built scripts and stylesheets (/assets) go with the headers a subresource is read by (nosniff, the
  // resource policy, HSTS), without those that govern documents and workers (sw.js keeps them): the policy, its
  // 1 kB on each of a screen's 30-odd files, was 30 kB more before its largest paint; the opener, framing,
  // referrer, agent cluster, DNS prefetch, download and XSS headers were 0.3 kB more on each of its dozen files.
  const isAsset = (req: Request) => req.path.startsWith('/assets/');
  return [
    cspNonce,
    ...only((req) => !isAsset(req), partHeaders(publicUrl, part)),
    ...only(isAsset, subresourceHeaders(publicUrl, 'same-origin')),
  ];
}

/** The headers a browser reads on a script or a stylesheet: nosniff, the resource policy, HSTS where https. */
const subresourceHeaders = (
  publicUrl: string,
  resource: 'same-origin' | 'cross-origin',
): RequestHandler[] => [
  helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: resource },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false, // only where the site is https: see strictTransportSecurity
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
  strictTransportSecurity(publicUrl),
];

/** `handlers`, run only for the requests `test` accepts. */
const only = (test: (req: Request) => boolean, handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => (req, res, next) => (test(req) ? handler(req, res, next) : next()));

/**
 * `/embed-demo`, written as a partner page with a strict policy would be: its inline script and style,
 * and the loader (which hands the nonce to every widget's `<style>`), carry the response's nonce.
 */
export function embedDemoHeaders(publicUrl: string): RequestHandler[] {
  const own = ["'self'", new URL(publicUrl).origin];
  const directives: Record<string, Sources | Array<string | typeof nonceSource>> = {
    'default-src': ["'self'"],
    'script-src': [...own, nonceSource],
    'style-src': [...own, nonceSource],
    'img-src': [...own, 'data:', 'https:'],
    'media-src': [...own, 'https:'],
    'connect-src': own,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return [
    cspNonce,
    ...partHeaders(publicUrl, {
      csp: { useDefaults: false, directives },
      frame: 'deny',
      opener: 'same-origin',
      resource: 'same-origin',
    }),
  ];
}

/**
 * `/lti`: an LMS frames the launch, the deep-linking picker and the OIDC steps, and opens new-window
 * launches as popups whose opener it talks to. So: no X-Frame-Options, no frame-ancestors, no
 * Cross-Origin-Opener-Policy. The tool's pages set their own policy (`frame-ancestors *`, nonces);
 * `res.locals.cspNonce` is there for a page that wants the composed server's nonce.
 */
export function ltiHeaders(publicUrl: string): RequestHandler[] {
  return [cspNonce, ...partHeaders(publicUrl, { csp: false, frame: false, opener: false, resource: false })];
}

/**
 * `/widgets`: scripts partner pages load from other origins (the bundles router allows that with CORS/CORP), with a
 * subresource's headers as the app's own scripts.
 */
export function bundleHeaders(publicUrl: string): RequestHandler[] {
  return subresourceHeaders(publicUrl, 'cross-origin');
}
