import { correctedWord, typoDistance, typosAllowed } from '@modkit/sdk/search';
import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { answerCache, perDatabase } from '../db/answer-cache';
import { onKysely, trigramSchema } from '../db/trigram-extension';
import { keywordMatch } from './keyword-match';

/** Words of the vocabulary read as candidates for one typed word, nearest trigrams first. */
const CANDIDATES = 50;
/** A candidate's modules are counted up to this many (enough to prefer a common word to a rare one). */
const COUNTED = 1000;

/** How many modules of these statuses (up to COUNTED) the one (folded) word finds. */
async function modulesFinding(ctx: ApiContext, statuses: string[], word: string): Promise<number> {
  const found = ctx.db
    .selectFrom('modules')
    .select('modules.id')
    .where('modules.status', 'in', statuses)
    .where(keywordMatch(ctx, [word]))
    .limit(COUNTED)
    .as('found');
  const row = await ctx.db
    .selectFrom(found)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const trigramSchemaOf = perDatabase((ctx: ApiContext) => {
  let schema: Promise<string | undefined> | undefined;
  return () => {
    schema ??= trigramSchema(onKysely(ctx.db)).catch((error) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
});

/** The vocabulary's words nearest to a typed word by trigrams (pg_trgm, FTS5's trigram tokenizer). */
async function nearestWords(ctx: ApiContext, typed: string, typos: number): Promise<string[]> {
  const shortest = [...typed].length - typos;
  const longest = [...typed].length + typos;
  if (ctx.dialect === 'postgres') {
    const schema = await trigramSchemaOf(ctx)();
    if (!schema) return [];
    const { rows } = await sql<{ word: string }>`select word from search_words
      where char_length(word) between ${shortest} and ${longest}
      order by word operator(${sql.id(schema)}.<->) ${typed} limit ${CANDIDATES}`.execute(ctx.db);
    return rows.map((r) => r.word);
  }
  // Every trigram of the word padded by a space on each side (the index holds the words padded alike), any.
  const padded = ` ${typed} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  const match = [...trigrams].map((t) => `"${t}"`).join(' OR ');
  const { rows } = await sql<{ word: string }>`select word from search_words
    where rowid in (select rowid from search_word_trigrams where search_word_trigrams match ${match}
      order by rank limit ${CANDIDATES})
    and length(word) between ${shortest} and ${longest}`.execute(ctx.db);
  return rows.map((r) => r.word);
}

/** The word a typed word that finds nothing is corrected to (see `correctedWord`), or null. */
async function correctionOf(ctx: ApiContext, statuses: string[], typed: string): Promise<string | null> {
  const typos = typosAllowed(typed);
  if (!typos || (await modulesFinding(ctx, statuses, typed)) > 0) return null;
  const near = (await nearestWords(ctx, typed, typos)).filter((word) => typoDistance(typed, word) <= typos);
  const candidates = [];
  for (const word of near) candidates.push({ word, modules: await modulesFinding(ctx, statuses, word) });
  return correctedWord(typed, candidates);
}

/** The corrections of a keyword's words: index → the word it becomes (none: nothing to correct). */
export type Corrections = ReadonlyMap<number, string>;

const CORRECTION_TTL_MS = 30_000;
const correctionsOf = perDatabase((ctx: ApiContext) =>
  answerCache<string, Map<number, string>, { statuses: string[]; words: string[] }>({
    max: 500,
    ttlMs: CORRECTION_TTL_MS,
    now: ctx.now,
    load: async (_key, { statuses, words }) => {
      const corrections = new Map<number, string>();
      for (const [i, word] of words.entries()) {
        const corrected = await correctionOf(ctx, statuses, word);
        if (corrected) corrections.set(i, corrected);
      }
      return corrections;
    },
  }),
);

/**
 * How a keyword that finds nothing is corrected: each (folded) word that finds no module of these statuses
 * and allows a typo (`typosAllowed`) becomes the nearest word of the vocabulary that does (`correctedWord`);
 * the others stay as typed. Reused for 30 s per database, as the search answers are.
 */
export function keywordCorrections(
  ctx: ApiContext,
  statuses: string[],
  words: string[],
): Promise<Corrections> {
  return correctionsOf(ctx).get(JSON.stringify([statuses, words]), { statuses, words });
}

/** Forgets the corrections (the catalogue changed). */
export function forgetCorrections(ctx: ApiContext): void {
  correctionsOf(ctx).clear();
}
