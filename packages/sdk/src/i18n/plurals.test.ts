/** ICU plural forms per language (CLDR rules through Intl.PluralRules), read as a user reads them. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../rules/language';
import { loadTranslator } from './catalogue';
import { WIDGETS_CATALOGUE } from './catalogues/widgets-whole';

const rendered = async (locale: Locale, id: string, values: Record<string, string | number>) =>
  (await loadTranslator(WIDGETS_CATALOGUE, locale)).t(id, values);

describe('plural forms per language', () => {
  it.each([
    ['en', 'count.likes', 0, '0 likes'],
    ['en', 'count.likes', 1, '1 like'],
    ['en', 'count.likes', 2, '2 likes'],
    ['en', 'count.views', 1204, '1,204 views'],
    ['es', 'count.likes', 1, '1 me gusta'],
    ['es', 'count.views', 0, '0 visualizaciones'],
    ['es', 'count.views', 1, '1 visualización'],
    ['es', 'count.views', 1204, '1204 visualizaciones'],
    ['es', 'count.views', 12_045, '12.045 visualizaciones'],
    ['es', 'count.views', 1_000_000, '1.000.000 de visualizaciones'],
    ['es', 'count.points', 2, '2 puntos'],
    // Arabic's six forms: zero, one, two, few (3–10), many (11–99), other (100–102 …)
    ['ar', 'count.points', 0, 'لا نقاط'],
    ['ar', 'count.points', 1, 'نقطة واحدة'],
    ['ar', 'count.points', 2, 'نقطتان'],
    ['ar', 'count.points', 3, '3 نقاط'],
    ['ar', 'count.points', 10, '10 نقاط'],
    ['ar', 'count.points', 11, '11 نقطةً'],
    ['ar', 'count.points', 99, '99 نقطةً'],
    ['ar', 'count.points', 100, '100 نقطة'],
    ['ar', 'count.points', 102, '102 نقطة'],
    ['ar', 'count.points', 103, '103 نقاط'],
    ['ar', 'count.modules', 2, 'وحدتان'],
    ['ar', 'count.likes', 25, '25 إعجابًا'],
  ] as const)('%s %s %i → %s', async (locale, id, count, text) => {
    expect(await rendered(locale, id, { count })).toBe(text);
  });

  it.each([
    ['en', 'hour', 1, '1 hour ago'],
    ['en', 'minute', 5, '5 minutes ago'],
    ['es', 'day', 1, 'hace 1 día'],
    ['es', 'year', 3, 'hace 3 años'],
    ['ar', 'day', 1, 'منذ يوم'],
    ['ar', 'day', 2, 'منذ يومين'],
    ['ar', 'hour', 5, 'منذ 5 ساعات'],
    ['ar', 'minute', 45, 'منذ 45 دقيقةً'],
    ['ar', 'month', 11, 'منذ 11 شهرًا'],
  ] as const)('%s: %s × %i → %s', async (locale, unit, count, text) => {
    expect(await rendered(locale, 'time.ago', { unit, count })).toBe(text);
  });
});
