import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { loaderScript, MODKIT_ELEMENTS, MODKIT_EVENTS } from '../src/elements/index';
import { WIDGET_TAGS } from '../src/embed/widget-tags';

describe('@modkit/widgets/elements, the entry without React', () => {
  it('reaches no React through any module it imports', async () => {
    const result = await build({
      entryPoints: [new URL('../src/elements/index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      // Packages stay imports, as in the published file: the test sees which it names.
      packages: 'external',
      logLevel: 'silent',
    });
    const imported = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(imported.filter((path) => /^react(-dom)?(\/|$)/.test(path))).toEqual([]);
    expect(Object.keys(result.metafile.inputs).some((file) => file.endsWith('.tsx'))).toBe(false);
  });

  it('names the elements the loader registers and the events the README documents', async () => {
    expect([...MODKIT_ELEMENTS].sort()).toEqual(
      Object.keys(WIDGET_TAGS)
        .map((name) => `modkit-${name}`)
        .sort(),
    );
    expect(MODKIT_EVENTS).toContain('modkit:ready');
  });

  it.each([
    ['https://modkit.example', 'https://modkit.example/widgets/loader.js', 'https://modkit.example/api'],
    ['https://modkit.example/', 'https://modkit.example/widgets/loader.js', 'https://modkit.example/api'],
    [
      'https://example.org/modkit',
      'https://example.org/modkit/widgets/loader.js',
      'https://example.org/modkit/api',
    ],
    ['http://localhost:3000', 'http://localhost:3000/widgets/loader.js', 'http://localhost:3000/api'],
  ])('loaderScript(%s) is the loader and the api beside it', (url, src, api) => {
    expect(loaderScript(url)).toEqual({ src, 'data-api': api });
  });

  it('passes the language, the app and a token on as data attributes; refuses what is not http(s)', () => {
    expect(
      loaderScript('https://m.example', { lang: 'es', appUrl: 'https://m.example/app', token: 't' }),
    ).toEqual({
      src: 'https://m.example/widgets/loader.js',
      'data-api': 'https://m.example/api',
      'data-lang': 'es',
      'data-app': 'https://m.example/app',
      'data-token': 't',
    });
    expect(() => loaderScript('javascript:alert(1)')).toThrow(/must be http/);
    expect(() => loaderScript('not a url')).toThrow();
  });
});
