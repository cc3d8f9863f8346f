import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { stem as englishStem } from 'porter2';

/**
 * How the module search reads text, the same on both engines (the api README, "Search"): lower case, then
 * folded (`SEARCH_FOLD_FROM` → `SEARCH_FOLD_TO`: Latin accents; Arabic diacritics and tatweel dropped), split into words of letters, marks and digits, each word
 * stemmed in the language of the content: English by Porter2, Spanish and Arabic by their Snowball stemmers,
 * the very algorithms of PostgreSQL's `english`, `spanish` and `arabic` dictionaries (so that a word stems the
 * same on SQLite, where these functions write the index, and on PostgreSQL, whose text-search configurations
 * do). No stop words on either engine. HTML tags and entities are not words.
 */

/**
 * Latin letters folded to their base letter. Arabic letters are not folded here: the Arabic stemmer normalises
 * hamza forms, taa marbuta and alef maqsura itself, and folding them first changes its stems.
 */
const FOLD_GROUPS: Array<[from: string, to: string]> = [
  ['àáâãäåāăą', 'a'],
  ['çćč', 'c'],
  ['ď', 'd'],
  ['èéêëēėęě', 'e'],
  ['ğ', 'g'],
  ['ìíîïīįı', 'i'],
  ['ł', 'l'],
  ['ñńň', 'n'],
  ['òóôõöøōő', 'o'],
  ['ř', 'r'],
  ['śšş', 's'],
  ['ť', 't'],
  ['ùúûüūůűų', 'u'],
  ['ýÿ', 'y'],
  ['žźż', 'z'],
];
/** Dropped: Arabic tatweel, harakat (fathatan … sukun) and the superscript alef. */
const FOLD_DROPPED = '\u0640\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670';

/**
 * The fold as PostgreSQL's `translate(lower(text), SEARCH_FOLD_FROM, SEARCH_FOLD_TO)`: each letter of FROM
 * becomes the letter at the same place of TO; FROM's letters past TO's end (the dropped ones) are removed.
 */
export const SEARCH_FOLD_FROM = FOLD_GROUPS.map(([from]) => from).join('') + FOLD_DROPPED;
export const SEARCH_FOLD_TO = FOLD_GROUPS.map(([from, to]) => to.repeat([...from].length)).join('');

const FOLDS = new Map<string, string>();
for (const [i, letter] of [...SEARCH_FOLD_FROM].entries()) FOLDS.set(letter, SEARCH_FOLD_TO[i] ?? '');
const FOLDED = new RegExp(`[${SEARCH_FOLD_FROM}]`, 'gu');

/** Lower case and folded (see SEARCH_FOLD_FROM): what both sides of a match are compared as. */
export function foldSearchText(text: string): string {
  return text.toLowerCase().replace(FOLDED, (letter) => FOLDS.get(letter) ?? letter);
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as the index sees them (folded; HTML tags and entities are not words). */
export function searchWords(text: string): string[] {
  const plain = text.includes('<') || text.includes('&') ? text.replace(/<[^>]*>|&#?\w+;/g, ' ') : text;
  return foldSearchText(plain).match(WORD) ?? [];
}

/** The languages whose words are stemmed (any other language's words are indexed as they are). */
export const STEMMED_LANGUAGES = ['en', 'es', 'ar'] as const;

const STEMMERS: Record<string, (word: string) => string> = {
  en: englishStem,
  es: spanishStem,
  ar: arabicStem,
};

/** Stems already made, per language: a catalogue's words repeat, so most words are stemmed once. */
const stemmed = new Map<string, Map<string, string>>();
const STEMS_KEPT = 100_000;

/** A (folded) word's stem in the language (a BCP 47 primary tag); a language not stemmed keeps the word. */
export function stemWord(language: string, word: string): string {
  const stem = STEMMERS[language];
  if (!stem) return word;
  let known = stemmed.get(language);
  if (!known) {
    known = new Map();
    stemmed.set(language, known);
  }
  let found = known.get(word);
  if (found === undefined) {
    if (known.size >= STEMS_KEPT) known.clear();
    found = stem(word) || word;
    known.set(word, found);
  }
  return found;
}

/** A text as SQLite's index holds it: its words' stems in the module's language, separated by spaces. */
export function searchDocument(language: string, text: string | null | undefined): string {
  if (!text) return '';
  return searchWords(text)
    .map((word) => stemWord(language, word))
    .join(' ');
}

/** The shortest word typos are corrected towards (a word of 5 letters with one typo may lose one). */
const VOCABULARY_MIN_LETTERS = 4;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/**
 * The words of a text that typos may be corrected to: folded, distinct, letters only, at least
 * VOCABULARY_MIN_LETTERS long.
 */
export function vocabularyWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = new Set<string>();
  for (const word of searchWords(text))
    if ([...word].length >= VOCABULARY_MIN_LETTERS && LETTERS_ONLY.test(word)) words.add(word);
  return [...words];
}

/** The words of a learner's keyword, as typed (lower case, for display) and folded (for matching); 8 at most. */
export function keywordWords(keyword: string): Array<{ typed: string; folded: string }> {
  const words: Array<{ typed: string; folded: string }> = [];
  for (const typed of keyword.toLowerCase().match(WORD) ?? []) {
    const folded = (foldSearchText(typed).match(WORD) ?? []).join('');
    if (folded) words.push({ typed, folded });
    if (words.length === 8) break;
  }
  return words;
}

/** The SQL functions SQLite's search triggers call (migration 0026): registered on every connection. */
export interface SqliteFunctions {
  function(
    name: string,
    options: { deterministic: boolean },
    body: (...args: Array<string | null>) => string,
  ): unknown;
}

export function registerSearchFunctions(sqlite: SqliteFunctions): void {
  sqlite.function('modkit_search_document', { deterministic: true }, (language, text) =>
    searchDocument(language ?? 'en', text),
  );
  sqlite.function('modkit_search_words', { deterministic: true }, (text) =>
    JSON.stringify(vocabularyWords(text)),
  );
}
