import { describe, expect, it } from 'vitest';
import { withPageStart } from '../src/server/page-start';
import { APP_CATALOGUE, type Manifest, routeChunks, routePreloads } from '../src/server/route-preloads';

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

  it('go last in the head, after the page start and the entry', () => {
    const html =
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
    const page = withPageStart(html, '/login', 'n0nce', routePreloads(MANIFEST, ['pages/login-page.tsx']));
    expect(page.indexOf('<script nonce="n0nce">')).toBeLessThan(page.indexOf('/assets/index-1.js'));
    expect(page.indexOf('/assets/index-1.js')).toBeLessThan(page.indexOf('/assets/login-page-1.js'));
    expect(page).toMatch(/login-page-1\.js">(<link [^>]+>)*<\/head>/);
  });

  it("lists each page's script files for the app's preloading on hover, without stylesheets", () => {
    expect(routeChunks(MANIFEST, ['library/my-library-page.tsx', 'pages/login-page.tsx'])).toEqual({
      'library/my-library-page.tsx': ['/assets/my-library-page-1.js', '/assets/cards-1.js'],
      'pages/login-page.tsx': ['/assets/login-page-1.js'],
    });
  });
});
