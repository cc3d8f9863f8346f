import damerauLevenshtein from 'damerau-levenshtein';

/**
 * `@modkit/sdk/search` (apart from the rules every widget carries: the api alone uses it).
 * Typo tolerance of the module search (issue 46), as Meilisearch and Typesense made ordinary: a word of 5 to 8
 * letters may hold one typo, a word of 9 or more two, a shorter word none. A typo is one letter added, left
 * out, changed, or two neighbours swapped (the Damerau–Levenshtein distance). Words with digits are never
 * corrected (a number, a code).
 */
export function typosAllowed(word: string): number {
  if (!/^[\p{L}\p{M}]+$/u.test(word)) return 0;
  const letters = [...word].length;
  if (letters >= 9) return 2;
  return letters >= 5 ? 1 : 0;
}

/** The number of typos between what was typed and a word (Damerau–Levenshtein, in characters). */
export function typoDistance(typed: string, word: string): number {
  return damerauLevenshtein(typed, word).steps;
}

/** A word of the catalogue that a typed word could mean, and how many modules it finds. */
export interface CorrectionCandidate {
  word: string;
  modules: number;
}

/**
 * The word a typed word is corrected to, or null: among the candidates that find a module and are within the
 * typos the typed word allows, the closest; of equally close ones, the one that finds more modules, then the
 * first in alphabetical order. A word that finds modules itself is never corrected (the caller asks this only
 * for a word that finds none), and neither is a word too short to allow a typo.
 */
export function correctedWord(typed: string, candidates: readonly CorrectionCandidate[]): string | null {
  const allowed = typosAllowed(typed);
  if (!allowed) return null;
  let best: { word: string; modules: number; distance: number } | null = null;
  for (const { word, modules } of candidates) {
    if (modules <= 0 || word === typed) continue;
    const distance = typoDistance(typed, word);
    if (distance > allowed) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (modules > best.modules || (modules === best.modules && word < best.word)));
    if (better) best = { word, modules, distance };
  }
  return best?.word ?? null;
}
