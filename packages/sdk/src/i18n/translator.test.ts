import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
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
