/**
 * The catalogues are complete and current: every message id of English is in every language, with the
 * same placeholders, every plural covers its language's CLDR forms (Arabic's six), and the compiled
 * modules are what `lingui compile` and the pseudo-locale script make of the sources.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogue } from '../../scripts/pseudo-locale';
import { CATALOGUE_LOCALES, LANGUAGES } from '../rules/language';
import { CATALOGUE_NAMESPACES } from './namespaces';

const dir = fileURLToPath(new URL('./catalogues/', import.meta.url));
const source = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(`${dir}${locale}/${namespace}.json`, 'utf8'));
const compiled = async (locale: string, namespace: string) =>
  ((await import(`./catalogues/${locale}/${namespace}.ts`)) as { messages: Record<string, CompiledMessage> })
    .messages;

type Token = CompiledMessage[number];

/** The placeholders of a compiled message, and the plural forms of each plural in it. */
function shape(message: CompiledMessage) {
  const names = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token as [string, string?, Record<string, Token[]>?];
      names.add(name);
      if (type === 'plural')
        plurals.push(Object.keys(format ?? {}).filter((k) => !/^=?\d+$/.test(k) && k !== 'offset'));
      if (format && typeof format === 'object')
        for (const branch of Object.values(format)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(message);
  return { names: [...names].sort(), plurals };
}

describe.each(CATALOGUE_NAMESPACES)('the %s catalogues', (namespace) => {
  const english = source('en', namespace);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every message of English, and no other', (locale) => {
    const messages = source(locale, namespace);
    const missing = Object.keys(english).filter((id) => !messages[id]?.trim());
    const unknown = Object.keys(messages).filter((id) => !(id in english));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it.each(LANGUAGES)('%s: each message parses and has the placeholders of English', (locale) => {
    const messages = source(locale, namespace);
    const wrong = Object.keys(english).filter(
      (id) =>
        JSON.stringify(shape(compileMessage(messages[id] ?? '')).names) !==
        JSON.stringify(shape(compileMessage(english[id]!)).names),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)("%s: every plural has each of the language's CLDR forms", (locale) => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const messages = source(locale, namespace);
    const lacking = Object.entries(messages).flatMap(([id, text]) =>
      shape(compileMessage(text))
        .plurals.filter((cases) => cases.length > 1 || !cases.includes('other'))
        .map((cases) => [id, forms.filter((form) => !cases.includes(form))] as const)
        .filter(([, absent]) => absent.length > 0),
    );
    expect(lacking).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the compiled module is the compiled source', async (locale) => {
    const messages = source(locale, namespace);
    const expected = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
    );
    expect(await compiled(locale, namespace)).toEqual(expected);
  });

  it('the pseudo-locale is made from the current English', async () => {
    expect(await compiled('en-x-pseudo', namespace)).toEqual(pseudoCatalogue(english));
  });

  it('every locale has a catalogue', () => {
    expect(CATALOGUE_LOCALES.length).toBe(4);
  });
});
