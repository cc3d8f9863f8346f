/**
 * The LMS's language (`launch_presentation.locale`): the launch page and the widget it loads are in the
 * closest language modkit speaks (`lang`, `dir` on the page, `data-lang` on the loader, the page's own
 * words); else English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, launchInLocale, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function launchPage(locale: string | undefined) {
  const page = await launchInLocale(h, `lang-${locale ?? 'none'}`, locale);
  expect(page.status).toBe(200);
  const html = /<html([^>]*)>/.exec(page.html)?.[1] ?? '';
  const loader = /<script[^>]*loader\.js[^>]*>/.exec(page.html)?.[0] ?? '';
  return {
    lang: /lang="([^"]*)"/.exec(html)?.[1],
    dir: /dir="([^"]*)"/.exec(html)?.[1],
    dataLang: /data-lang="([^"]*)"/.exec(loader)?.[1],
    opening: /<p id="status" role="status">([^<]*)<\/p>/.exec(page.html)?.[1],
  };
}

describe("an LTI launch in the LMS's language", () => {
  it.each([
    ['es-ES', { lang: 'es', dir: 'ltr', dataLang: 'es', opening: 'Abriendo…' }],
    ['es-MX', { lang: 'es', dir: 'ltr', dataLang: 'es', opening: 'Abriendo…' }],
    ['ar', { lang: 'ar', dir: 'rtl', dataLang: 'ar', opening: 'جارٍ الفتح…' }],
    ['ar-SA', { lang: 'ar', dir: 'rtl', dataLang: 'ar', opening: 'جارٍ الفتح…' }],
    ['fr-FR', { lang: 'en', dir: 'ltr', dataLang: 'en', opening: 'Opening…' }],
    ['', { lang: 'en', dir: 'ltr', dataLang: 'en', opening: 'Opening…' }],
    [undefined, { lang: 'en', dir: 'ltr', dataLang: 'en', opening: 'Opening…' }],
  ])('locale %j → %j', async (locale, expected) => {
    expect(await launchPage(locale)).toEqual(expected);
  });
});
