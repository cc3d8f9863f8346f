import type { Request, RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import { currentUser, type UserRow } from '../http/guards/authenticate';
import { paged, pageParams } from '../http/paging';
import { sendJsonText } from '../http/response-serializers';
import { type CardText, cardText, type PageFrame, pageBytes, pageFrame } from './card-text';
import { catalogueCurrent } from './catalogue-changes';
import { type ModuleMeta, moduleMeta, toCard } from './module-card';
import type { SearchAnswer } from './module-search';
import { marksOf } from './viewer-marks';

/** A search page's text made once: its frame, and each card's catalogue part with the metadata it was made of. */
interface PageText {
  page: number;
  limit: number;
  frame: PageFrame;
  cards: CardText[];
  metas: Array<ModuleMeta | undefined>;
}

/**
 * The text of each search page kept, by the search answer it was made of (module-search.ts keeps a page's
 * answer, one shared object, for 30 s in a bounded cache): a text lives as long as its answer is kept, so it
 * is bounded by that cache and never older than the rows it shows, and one made of a module's metadata that
 * the metadata cache has since read again (an edit, a minute gone) is made again.
 */
const texts = new WeakMap<SearchAnswer, PageText>();

/**
 * A handler answering one page of a search as `pagedModuleCards` does, byte for byte, from the page's text
 * kept for every reader: each request reads only its viewer's marks and the like counts and puts them in.
 * `load` must answer the search's shared answer object (searchModules).
 */
export function searchPageCards(
  ctx: ApiContext,
  defaultLimit: number,
  load: (window: PageWindow, req: Request, viewer: UserRow) => Promise<SearchAnswer>,
): RequestHandler {
  return async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, defaultLimit);
    const user = currentUser(res);
    catalogueCurrent(ctx);
    const answer = await load({ limit, offset }, req, user);
    const { rows } = answer;
    const [metas, marks] = await Promise.all([
      moduleMeta(ctx.db, rows),
      marksOf(
        ctx.db,
        rows.map((r) => r.id),
        user.id,
      ),
    ]);
    let text = texts.get(answer);
    if (!text || text.page !== page || text.limit !== limit || !sameMetas(text, answer, metas)) {
      text = pageTextOf(answer, metas, page, limit) ?? undefined;
      if (text) texts.set(answer, text);
    }
    if (!text) {
      // The contract no longer allows the cut: the page serialised whole, as before.
      const results = rows.map((row) => toCard(row, metas.get(row.id), marks.get(row.id)));
      const body = paged(results, answer.total, page, limit);
      const corrected = answer.correctedKeyword;
      res.json(
        corrected === undefined ? body : { ...body, meta: { ...body.meta, corrected_keyword: corrected } },
      );
      return;
    }
    const bytes = pageBytes(
      text.frame,
      text.cards,
      rows.map((row) => marks.get(row.id)),
    );
    sendJsonText(res, bytes);
  };
}

/** Whether a kept text was made of the metadata the cache holds now (the same objects). */
function sameMetas(text: PageText, answer: SearchAnswer, metas: Map<number, ModuleMeta>): boolean {
  return answer.rows.every((row, at) => text.metas[at] === metas.get(row.id));
}

function pageTextOf(
  answer: SearchAnswer,
  metas: Map<number, ModuleMeta>,
  page: number,
  limit: number,
): PageText | null {
  const frame = pageFrame({ total: answer.total, page, limit }, answer.correctedKeyword);
  if (!frame) return null;
  const cards: CardText[] = [];
  for (const row of answer.rows) {
    const card = cardText(toCard(row, metas.get(row.id), undefined));
    if (!card) return null;
    cards.push(card);
  }
  return { page, limit, frame, cards, metas: answer.rows.map((row) => metas.get(row.id)) };
}
