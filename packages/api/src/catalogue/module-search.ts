import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ApiContext } from '../config/context';
import { answerCache, perDatabase } from '../db/answer-cache';
import { type Database, MODULE_COLUMNS } from '../db/schema';
import { keywordWords } from '../db/search-text';
import { forgetCorrections, keywordCorrections } from './keyword-correction';
import { keywordMatch } from './keyword-match';
import type { ModuleRow } from './module-card';

export interface ModuleSearch {
  statuses: string[];
  keyword?: string | undefined;
  /** The keyword's (folded) words when it was corrected: searched instead of the keyword's own. */
  correctedWords?: string[] | undefined;
  categoryId?: number | undefined;
  superCategoryId?: number | undefined;
  tagId?: number | undefined;
  careerId?: number | undefined;
  skip?: number | undefined;
  orderBy: 'ASC' | 'DESC';
  orderByType: 'publish_at' | 'name' | 'views' | 'created_at';
  limit: number;
  offset: number;
}

type Eb = ExpressionBuilder<Database, 'modules'>;

/**
 * Above this many keyword matches, walking the publish-order index and probing the matches finds a
 * page sooner than sorting every match.
 */
const ORDERED_SCAN_ABOVE = 1000;

function filters(ctx: ApiContext, q: ModuleSearch, orderedScan = false) {
  return (eb: Eb): Expression<SqlBool> => {
    const and: Expression<SqlBool>[] = [eb('modules.status', 'in', q.statuses)];
    if (q.categoryId) and.push(eb('modules.category_id', '=', q.categoryId));
    if (q.superCategoryId) {
      and.push(
        eb(
          'modules.category_id',
          'in',
          eb.selectFrom('categories').select('id').where('parent_id', '=', q.superCategoryId),
        ),
      );
    }
    if (q.tagId) {
      const ofTag = eb.selectFrom('module_tags').select('tag_id').where('tag_id', '=', q.tagId);
      and.push(eb.exists(ofTag.whereRef('module_tags.module_id', '=', 'modules.id')));
    }
    if (q.careerId) {
      const ofCareer = eb
        .selectFrom('module_careers')
        .select('career_id')
        .where('career_id', '=', q.careerId);
      and.push(eb.exists(ofCareer.whereRef('module_careers.module_id', '=', 'modules.id')));
    }
    if (q.skip) and.push(eb('modules.id', '!=', q.skip));
    const words = q.correctedWords ?? (q.keyword ? keywordWords(q.keyword).map((w) => w.folded) : []);
    if (words.length) and.push(keywordMatch(ctx, words, orderedScan));
    return eb.and(and);
  };
}

/**
 * How long a search answer (its page of rows and its total) is reused. The catalogue changes by imports, not
 * by requests, so a page up to 30 s old is what a reader would see anyway; views (the "views" order) move
 * within it. Reading the page was the whole cost of a common keyword at 100 k modules (5.6 ms a page).
 */
const SEARCH_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 500;
/** Pages kept: a page holds at most 100 rows, so this bounds the memory to a few MB. */
const PAGE_CACHE_SIZE = 200;

/**
 * A page of a search and its total; `correctedKeyword` when the keyword found nothing and its words were
 * corrected: the keyword these are the results of (the learner's words, the corrected ones replaced).
 */
export type SearchAnswer = { rows: ModuleRow[]; total: number; correctedKeyword?: string };

/** A per-database cache of search work reused for SEARCH_TTL_MS, each entry computed by the caller's loader. */
const searchCache = <V extends {}>(max: number) =>
  perDatabase((ctx: ApiContext) =>
    answerCache<string, V, () => Promise<V>>({
      max,
      ttlMs: SEARCH_TTL_MS,
      now: ctx.now,
      load: (_key, read) => read(),
    }),
  );

const countCacheOf = searchCache<number>(COUNT_CACHE_SIZE);
const pageCacheOf = searchCache<SearchAnswer>(PAGE_CACHE_SIZE);

/** The filters of a search (what its total depends on), as a cache key. */
function filterKey(q: ModuleSearch): string {
  return JSON.stringify([
    q.statuses,
    q.keyword,
    q.correctedWords,
    q.categoryId,
    q.superCategoryId,
    q.tagId,
    q.careerId,
    q.skip,
  ]);
}

/**
 * Totals of a filter set are cached for 30 s per database: counting tens of thousands of index
 * entries on every page turn is the most expensive part of a search, and a pager needs no
 * second-exact total. Concurrent requests share one count in flight.
 */
function cachedTotal(ctx: ApiContext, q: ModuleSearch, count: () => Promise<number>): Promise<number> {
  return countCacheOf(ctx).get(filterKey(q), count);
}

/**
 * One page of modules matching the search, and the total number of matches: reused for 30 s per database
 * (concurrent requests for one page share one read). The rows are shared between answers: callers only read
 * them.
 */
export function searchModules(ctx: ApiContext, q: ModuleSearch): Promise<SearchAnswer> {
  const key = JSON.stringify([filterKey(q), q.orderBy, q.orderByType, q.limit, q.offset]);
  return pageCacheOf(ctx).get(key, () => readSearch(ctx, q));
}

/**
 * Forgets the cached searches of this database: the importer calls it when it has committed, so a catalogue
 * imported into a running server is searchable at once; another process's or server's changes are announced
 * (catalogue-changes.ts).
 */
export function forgetSearches(ctx: ApiContext): void {
  countCacheOf(ctx).clear();
  pageCacheOf(ctx).clear();
  forgetCorrections(ctx);
}

/**
 * One page of modules matching the search and the total number of matches, read now. A keyword that finds
 * nothing is searched again with its words corrected (keyword-correction.ts), when one was.
 */
async function readSearch(ctx: ApiContext, q: ModuleSearch): Promise<SearchAnswer> {
  const answer = await readPage(ctx, q);
  if (answer.total > 0 || !q.keyword) return answer;
  const words = keywordWords(q.keyword);
  const corrections = await keywordCorrections(
    ctx,
    q.statuses,
    words.map((w) => w.folded),
  );
  if (!corrections.size) return answer;
  const correctedWords = words.map((w, i) => corrections.get(i) ?? w.folded);
  const corrected = await readPage(ctx, { ...q, correctedWords });
  const correctedKeyword = words.map((w, i) => corrections.get(i) ?? w.typed).join(' ');
  return { ...corrected, correctedKeyword };
}

/** One page of modules matching the search (its keyword's words, or the corrected ones) and the total. */
async function readPage(ctx: ApiContext, q: ModuleSearch): Promise<SearchAnswer> {
  const where = filters(ctx, q);
  const countAll = async () => {
    const row = await ctx.db
      .selectFrom('modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const page = (condition: ReturnType<typeof filters>) =>
    ctx.db
      .selectFrom('modules')
      .select(MODULE_COLUMNS)
      .where(condition)
      .orderBy(`modules.${q.orderByType}`, q.orderBy === 'ASC' ? 'asc' : 'desc')
      .orderBy('modules.id', q.orderBy === 'ASC' ? 'asc' : 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
  if (q.keyword && ctx.dialect === 'sqlite') {
    const total = await cachedTotal(ctx, q, countAll);
    return { rows: await page(filters(ctx, q, total > ORDERED_SCAN_ABOVE)), total };
  }
  const [rows, total] = await Promise.all([page(where), cachedTotal(ctx, q, countAll)]);
  return { rows, total };
}
