/**
 * A search page's JSON text made from parts: what every reader of the page sees (the cards' catalogue fields,
 * the pager) made once, and what is each reader's own (the like count read now, their bookmark, rating and
 * assignment) put in per request. Every part is made by the serializers compiled from the contract's schemas
 * that `res.json` uses for the operation (http/response-serializers.ts), so a page made of parts has the bytes
 * of the page serialised whole; a contract whose field order no longer allows the cut makes no parts (null),
 * and the page is then serialised whole.
 */
import { Module, ModuleSearchResponse } from '@modkit/sdk/contract';
import { z } from 'zod';
import { compileSerializer } from '../http/response-serializers';
import { type ModuleCard, viewerFields } from './module-card';
import type { ModuleMarks } from './viewer-marks';

/**
 * A card's text around its like count, as UTF-8 bytes (the socket's encoding of a page's text was the largest
 * single cost of a read); the viewer's fields (the contract's last four) come after `middle`.
 */
export interface CardText {
  /** From `{` to `"likes":`. */
  head: Buffer;
  /** From the field after the like count to the last field before the viewer's own. */
  middle: Buffer;
}

/** A page's text around its cards: `open`, the cards joined by commas, `close`. */
export interface PageFrame {
  open: Buffer;
  close: Buffer;
}

const LIKES = '"likes":';
const NO_LIKES = `${LIKES}null`;
/** The viewer's fields of a card when they have none of its marks. */
const NO_MARKS =
  ',"HasBookmarked":null,"hasUserLikedModule":null,"HasAssignToUser":null,"completed_percentage":null}';
const OPEN = '{"data":{"results":[';
const NO_MARKS_BYTES = Buffer.from(NO_MARKS);
const COMMA = Buffer.from(',');

const once = <T>(make: () => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};

const cardSerializer = once(() => compileSerializer(Module));
const pageSerializer = once(() => compileSerializer(ModuleSearchResponse));
/** The viewer's fields alone, in the contract's order and with its schemas. */
const marksSerializer = once(() =>
  compileSerializer(
    z.object({
      HasBookmarked: Module.shape.HasBookmarked,
      hasUserLikedModule: Module.shape.hasUserLikedModule,
      HasAssignToUser: Module.shape.HasAssignToUser,
      completed_percentage: Module.shape.completed_percentage,
    }),
  ),
);

/**
 * The text of a card without its like count and viewer's fields (`card` holds the page's catalogue fields),
 * or null when the contract's order does not put the viewer's fields last and the like count once.
 */
export function cardText(card: ModuleCard): CardText | null {
  const serialize = cardSerializer();
  if (!serialize || !marksSerializer()) return null;
  const text = serialize({ ...card, likes: null, ...viewerFields(undefined) });
  // `"likes":null` cannot occur inside a string (its quotes would be escaped) nor in the nested objects.
  const at = text.indexOf(NO_LIKES);
  if (at < 0 || text.indexOf(NO_LIKES, at + 1) >= 0 || !text.endsWith(NO_MARKS)) return null;
  return {
    head: Buffer.from(text.slice(0, at + LIKES.length)),
    middle: Buffer.from(text.slice(at + NO_LIKES.length, text.length - NO_MARKS.length)),
  };
}

/**
 * A page's bytes: its frame around its cards, each with its like count and its viewer's own fields put in
 * (`marks[i]`: the marks of the i-th card's module).
 */
export function pageBytes(
  frame: PageFrame,
  cards: CardText[],
  marks: Array<ModuleMarks | undefined>,
): Buffer {
  const parts: Buffer[] = [frame.open];
  cards.forEach((card, at) => {
    if (at > 0) parts.push(COMMA);
    const of = marks[at];
    parts.push(card.head, Buffer.from(String(of?.likes ?? 0)), card.middle, viewerBytes(of));
  });
  parts.push(frame.close);
  return Buffer.concat(parts);
}

function viewerBytes(marks: ModuleMarks | undefined): Buffer {
  if (!marks || (!marks.bookmark && marks.rating == null && !marks.assignment)) return NO_MARKS_BYTES;
  const text = (marksSerializer() as (body: unknown) => string)(viewerFields(marks));
  return Buffer.from(`,${text.slice(1)}`);
}

/** The page's text around its cards (its pager and corrected keyword), or null when it cannot be cut there. */
export function pageFrame(
  pagination: { total: number; page: number; limit: number },
  correctedKeyword: string | undefined,
): PageFrame | null {
  const serialize = pageSerializer();
  if (!serialize) return null;
  const meta =
    correctedKeyword === undefined ? { pagination } : { pagination, corrected_keyword: correctedKeyword };
  const text = serialize({ data: { results: [] }, meta });
  if (!text.startsWith(`${OPEN}]`)) return null;
  return { open: Buffer.from(OPEN), close: Buffer.from(text.slice(OPEN.length)) };
}
