import type { Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { type Catalogue, loadTranslator } from './catalogue';
import { createTranslator } from './translator';

const english: Messages = { hello: ['Hello'], bye: ['Goodbye'], named: ['Hi ', ['name']] };

describe('a translator', () => {
  it('falls back to English for a message its catalogue lacks, never to the id', () => {
    const es = createTranslator('es', english, { hello: ['Hola'] });
    expect([es.t('hello'), es.t('bye'), es.t('named', { name: 'Ana' })]).toEqual([
      'Hola',
      'Goodbye',
      'Hi Ana',
    ]);
  });

  it("shows an api's English text in its language when the catalogue knows it, else as it came", () => {
    const ar = createTranslator('ar', english, { bye: ['وداعًا'] });
    expect([ar.wire('Goodbye'), ar.wire('Something the server said'), ar.wire('Hi ')]).toEqual([
      'وداعًا',
      'Something the server said',
      'Hi ',
    ]);
  });

  it.each([
    ['en', 'ltr', '1,234.5', 'January 5, 2026'],
    ['es', 'ltr', '1234,5', '5 de enero de 2026'],
    [
      'ar',
      'rtl',
      new Intl.NumberFormat('ar').format(1234.5),
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5)),
    ],
    ['en-x-pseudo', 'ltr', '1,234.5', 'January 5, 2026'],
  ] as const)('%s: dir %s, numbers and dates through Intl', (locale, dir, number, date) => {
    const i18n = createTranslator(locale, english);
    expect([
      i18n.dir,
      i18n.number(1234.5),
      i18n.date(Date.UTC(2026, 0, 5), { dateStyle: 'long', timeZone: 'UTC' }),
    ]).toEqual([dir, number, date]);
  });

  it("makes no number formatter for a screen's plain numbers, and one for the rest", async () => {
    // A fresh module: the formatters made by the tests above are kept.
    vi.resetModules();
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: [string?, Intl.NumberFormatOptions?]) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const fresh = (await import('./translator')).createTranslator('en', {
        likes: [['count', 'plural', { one: ['#', ' like'], other: ['#', ' likes'] }]],
      });
      expect([fresh.t('likes', { count: 3 }), fresh.number(12, { useGrouping: false })]).toEqual([
        '3 likes',
        '12',
      ]);
      expect(fresh.number(0.45, { style: 'percent' })).toBe('45%');
      expect(made).toBe(0);
      expect([fresh.t('likes', { count: 1204 }), fresh.number(2.5)]).toEqual(['1,204 likes', '2.5']);
      expect(made).toBe(1); // made once, kept
    } finally {
      Intl.NumberFormat = original;
    }
  });

  it('a catalogue that fails to load gives English', async () => {
    const broken: Catalogue = {
      english,
      load: {
        es: () => Promise.reject(new Error('offline')),
        ar: () => Promise.reject(new Error('offline')),
        'en-x-pseudo': () => Promise.reject(new Error('offline')),
      },
    };
    const i18n = await loadTranslator(broken, 'es');
    expect([i18n.locale, i18n.t('hello')]).toEqual(['en', 'Hello']);
  });
});
