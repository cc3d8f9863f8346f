// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBundle } from '../src/server/app-bundle';
import { visitorLanguage } from '../src/server/prerendered-pages';
import { cspNonce } from '../src/server/security-headers';

/**
 * Which HTML each path gets in which language: the signed-out pages painted (the build's markup in `#root`), in
 * the device's chosen language (its cookie) or else the browser's, every other path the app's empty page.
 */

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head><title>modkit</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const PAGES = {
  pages: {
    '/login': { en: '<h1>Login</h1>', es: '<h1>Iniciar sesión</h1>', ar: '<h1>تسجيل الدخول</h1>' },
    '/terms-and-conditions': { en: '<h1>Terms</h1>', es: '<h1>Términos</h1>', ar: '<h1>الشروط</h1>' },
  },
  titles: { '/login': { en: 'Login – modkit', es: 'Iniciar sesión – modkit', ar: 'تسجيل الدخول – modkit' } },
  css: ':root{--mk-fg:#1a202c}',
};

let server: Server;
let url: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'modkit-prerendered-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.css'), '.login{margin:0}');
  mkdirSync(join(dir, '.prerender'));
  writeFileSync(join(dir, '.prerender', 'pages.json'), JSON.stringify(PAGES));
  const app = express();
  app.use(cspNonce, (_req, res, next) => {
    res.setHeader('X-Nonce', res.locals.cspNonce as string);
    next();
  });
  app.use(appBundle(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, { headers: { Accept: 'text/html', ...headers } });
  const html = await res.text();
  return {
    html,
    root: /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null,
    htmlTag: /<html[^>]*>/.exec(html)?.[0],
    nonce: res.headers.get('x-nonce'),
    vary: res.headers.get('vary') ?? '',
  };
}

describe('the painted pages', () => {
  it('a browser asking for English gets the English markup in #root', async () => {
    const login = await page('/login', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(login.root).toBe('<h1>Login</h1>');
    expect(login.htmlTag).toBe('<html lang="en" dir="ltr">');
    expect(login.html).toContain('<title>Login – modkit</title>');
  });

  it('a browser asking for Arabic first gets Arabic, right to left; `/` is the login page', async () => {
    const login = await page('/', { 'Accept-Language': 'ar-EG,en;q=0.8' });
    expect(login.root).toBe('<h1>تسجيل الدخول</h1>');
    expect(login.htmlTag).toBe('<html lang="ar" dir="rtl">');
    expect(login.html).toContain('<title>تسجيل الدخول – modkit</title>');
  });

  it("the browser's most wanted language we speak, by its weight, else English", async () => {
    expect(
      (await page('/terms-and-conditions', { 'Accept-Language': 'fr;q=0.9,es;q=0.8,en;q=0.7' })).root,
    ).toBe('<h1>Términos</h1>');
    expect((await page('/login', { 'Accept-Language': 'fr-FR,de' })).root).toBe('<h1>Login</h1>');
    expect((await page('/login')).root).toBe('<h1>Login</h1>');
  });

  it("the language chosen on the device (its cookie) wins over the browser's", async () => {
    const login = await page('/login', { 'Accept-Language': 'en-US', Cookie: 'a=1; modkit_language=es' });
    expect(login.root).toBe('<h1>Iniciar sesión</h1>');
    // One we do not speak (or the pseudo-locale): the browser's.
    expect(
      (await page('/login', { Cookie: 'modkit_language=en-x-pseudo', 'Accept-Language': 'ar' })).root,
    ).toBe('<h1>تسجيل الدخول</h1>');
  });

  it('carries its stylesheets and a guard script, both with the response nonce, and varies by language', async () => {
    const login = await page('/login');
    expect(login.html).toContain(`<style nonce="${login.nonce}">${PAGES.css}</style>`);
    // The app's stylesheet in the HTML: no round trip before the first paint.
    expect(login.html).toContain(`<style nonce="${login.nonce}">.login{margin:0}</style>`);
    expect(login.html).not.toContain('<link rel="stylesheet"');
    expect(login.html).toContain(`<h1>Login</h1></div><script nonce="${login.nonce}">`);
    expect(login.vary).toMatch(/Accept-Language/);
    expect(login.vary).toMatch(/Cookie/);
  });

  it('every other path gets the empty app page, in no particular language', async () => {
    for (const path of ['/my-library', '/signup-later', '/instant-signup/3']) {
      const other = await page(path, { 'Accept-Language': 'ar' });
      expect(other.root, path).toBe('');
      expect(other.htmlTag, path).toBe('<html lang="en">');
    }
  });
});

describe('the visitor language', () => {
  it('takes the cookie, then the browser, then English', () => {
    expect(visitorLanguage({ cookie: 'modkit_language=ar', 'accept-language': 'es' })).toBe('ar');
    expect(visitorLanguage({ cookie: 'modkit_language=xx', 'accept-language': 'es-419' })).toBe('es');
    expect(visitorLanguage({})).toBe('en');
  });
});
