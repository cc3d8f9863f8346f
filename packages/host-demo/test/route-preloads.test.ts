import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPageStart } from '../src/server/page-start';
import {
  APP_CATALOGUE,
  type Manifest,
  routeChunks,
  routePreloadLinks,
  routePreloads,
} from '../src/server/route-preloads';

/** A build's manifest in small: the entry and its shell, the catalogue, two pages sharing a chunk. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shell-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shell-1.js': { file: 'assets/shell-1.js' },
  [APP_CATALOGUE]: { file: 'assets/app-catalogue-1.js', imports: ['_shell-1.js', '_widgets-1.js'] },
  '_widgets-1.js': { file: 'assets/widgets-1.js' },
  'library/my-library-page.tsx': {
    file: 'assets/my-library-page-1.js',
    imports: ['_shell-1.js', '_cards-1.js'],
    css: ['assets/my-library-page-1.css'],
  },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_shell-1.js'], css: ['assets/cards-1.css'] },
  'pages/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_shell-1.js'] },
  'widgets/sanitize.ts': { file: 'assets/sanitize-1.js' },
};

const hrefs = (tags: string, rel: string) =>
  [...tags.matchAll(new RegExp(`<link rel="${rel}"(?: as="style")? crossorigin href="([^"]+)">`, 'g'))].map(
    (m) => m[1],
  );

describe("the tags that start a screen's code with the HTML", () => {
  it('module-preloads the catalogue, the page and what it imports, less what the entry loads', () => {
    const tags = routePreloads(MANIFEST, ['library/my-library-page.tsx']);
    expect(hrefs(tags, 'modulepreload')).toEqual([
      '/assets/app-catalogue-1.js',
      '/assets/widgets-1.js',
      '/assets/my-library-page-1.js',
      '/assets/cards-1.js',
    ]);
  });

  it('finds the catalogue when the build makes it a shared chunk (a module also imports it statically)', () => {
    const { [APP_CATALOGUE]: catalogue, ...rest } = MANIFEST;
    const shared: Manifest = { ...rest, '_app-catalogue-2.js': { ...catalogue!, name: 'app-catalogue' } };
    expect(hrefs(routePreloads(shared, ['pages/login-page.tsx']), 'modulepreload')).toEqual([
      '/assets/app-catalogue-1.js',
      '/assets/widgets-1.js',
      '/assets/login-page-1.js',
    ]);
  });

  it('only preloads the stylesheets: they apply when their route adds them', () => {
    const tags = routePreloads(MANIFEST, ['library/my-library-page.tsx']);
    expect(hrefs(tags, 'preload')).toEqual(['/assets/my-library-page-1.css', '/assets/cards-1.css']);
    expect(tags).not.toContain('rel="stylesheet"');
  });

  it('gives the catalogue alone for a screen it does not know', () => {
    expect(hrefs(routePreloads(MANIFEST, []), 'modulepreload')).toEqual([
      '/assets/app-catalogue-1.js',
      '/assets/widgets-1.js',
    ]);
    expect(hrefs(routePreloads(MANIFEST, ['nope/missing-page.tsx']), 'modulepreload')).toHaveLength(2);
  });

  const ENTRY_HTML =
    '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

  it("are added by the page start once it has asked for the screen's first reads", () => {
    const links = routePreloadLinks(MANIFEST, ['pages/login-page.tsx']);
    const page = withPageStart(ENTRY_HTML, '/login', 'n0nce', links);
    // No tag the preload scanner would find before the inline script has run.
    expect(page).not.toMatch(/<link /);
    const script = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(page.indexOf('<script nonce="n0nce">')).toBeLessThan(page.indexOf('/assets/index-1.js'));
    expect(script.indexOf('fetch(')).toBeGreaterThan(0);
    expect(script.indexOf('/assets/login-page-1.js')).toBeGreaterThan(script.indexOf('fetch('));
    expect(script).toContain('modulepreload');
  });

  it('go last in the head, after the entry, on a page without reads', () => {
    const page = withPageStart(
      ENTRY_HTML,
      '/terms-and-conditions',
      'n0nce',
      routePreloadLinks(MANIFEST, ['pages/login-page.tsx']),
    );
    expect(page).not.toContain('<script nonce');
    expect(page.indexOf('/assets/index-1.js')).toBeLessThan(page.indexOf('/assets/login-page-1.js'));
    expect(page).toMatch(/login-page-1\.js">(<link [^>]+>)*<\/head>/);
  });

  it("lists each page's script files for the app's preloading on hover, without stylesheets", () => {
    expect(routeChunks(MANIFEST, ['library/my-library-page.tsx', 'pages/login-page.tsx'])).toEqual({
      'library/my-library-page.tsx': ['/assets/my-library-page-1.js', '/assets/cards-1.js'],
      'pages/login-page.tsx': ['/assets/login-page-1.js'],
    });
  });

  describe('for browsers without a method only (DOMPurify where there is no setHTML)', () => {
    const SANITIZER_UNLESS = [{ modules: ['widgets/sanitize.ts'], unlessBrowserHas: 'setHTML' }];
    afterEach(() => {
      vi.unstubAllGlobals();
      localStorage.clear();
      document.head.innerHTML = '';
      delete (Element.prototype as { setHTML?: unknown }).setHTML;
    });

    /** Runs the page start of a module page (a learner's session); returns the preloads it added. */
    function preloadsAdded(): string[] {
      localStorage.setItem(
        'modkit',
        JSON.stringify({ state: { user_type: 'STUDENT', user: { token: 't0ken' } } }),
      );
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      const links = routePreloadLinks(MANIFEST, ['library/my-library-page.tsx'], SANITIZER_UNLESS);
      expect(links).toContainEqual(['modulepreload', '/assets/sanitize-1.js', null, 'setHTML']);
      const page = withPageStart(ENTRY_HTML, '/my-library', 'n0nce', links);
      new Function(/<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(page)![1]!)();
      return [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')!);
    }

    it('are added where the browser lacks the method, not where it has it', () => {
      expect(preloadsAdded()).toContain('/assets/sanitize-1.js');
      document.head.innerHTML = '';
      (Element.prototype as { setHTML?: unknown }).setHTML = () => {};
      const added = preloadsAdded();
      expect(added).not.toContain('/assets/sanitize-1.js');
      expect(added).toContain('/assets/my-library-page-1.js');
    });

    it('are never tags (a tag cannot ask the browser)', () => {
      const links = routePreloadLinks(MANIFEST, ['pages/login-page.tsx'], SANITIZER_UNLESS);
      expect(withPageStart(ENTRY_HTML, '/terms-and-conditions', 'n0nce', links)).not.toContain('sanitize');
    });
  });
});
