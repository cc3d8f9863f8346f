import { describe, expect, it } from 'vitest';
import { SNIPPET_DOCUMENTS, snippetCount, staleSnippets } from '../../../scripts/doc-snippets';

/**
 * The partner's quick start (docs/partners.md) and this README show code that the browser tests run: each
 * sample is the region of an example's file it names (`tsx scripts/doc-snippets.ts` rewrites them).
 */
describe('the documents show the tested code', () => {
  it.each(SNIPPET_DOCUMENTS)('%s: every sample is its file as it is', (document) => {
    expect(snippetCount(document)).toBeGreaterThan(0);
    expect(staleSnippets(document)).toEqual([]);
  });
});
