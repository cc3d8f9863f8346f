import type { Bidi } from 'bidi-js';

/** The writing direction of a line: its paragraph direction, or 'auto' for its first strong character's. */
export type LineDirection = 'ltr' | 'rtl' | 'auto';

let bidi: Promise<Bidi> | undefined;

/** The Unicode Bidirectional Algorithm (bidi-js), loaded with the first document. */
function loadBidi(): Promise<Bidi> {
  bidi ??= import('bidi-js').then((module) => {
    // CommonJS: Node hands the exports object (which holds the functions), bundlers the factory.
    const exported = module.default as unknown;
    return typeof exported === 'function' ? (exported as () => Bidi)() : (exported as Bidi);
  });
  return bidi;
}

/** The embedding level of each UTF-16 unit of a line (odd = right to left). */
export async function embeddingLevels(text: string, direction: LineDirection): Promise<Uint8Array> {
  return (await loadBidi()).getEmbeddingLevels(text, direction).levels;
}

/**
 * The visual order of a line's runs (rule L2 of the algorithm): from the highest level down to the lowest odd
 * one, every maximal sequence of runs at that level or above is reversed. Runs are in logical order.
 */
export function visualOrder<T extends { level: number }>(runs: readonly T[]): T[] {
  const order = [...runs];
  if (!order.length) return order;
  const levels = order.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < order.length) {
      if ((order[start] as T).level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && (order[end] as T).level >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}
