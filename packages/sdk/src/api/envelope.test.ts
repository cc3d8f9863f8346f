import { describe, expect, it } from 'vitest';
import { toPage } from './envelope';

describe('toPage', () => {
  it.each([
    [
      'a list',
      { data: { results: [1, 2] }, meta: { pagination: { total: 9 } } },
      { results: [1, 2], total: 9 },
    ],
    ['no total', { data: { results: [1] } }, { results: [1], total: 1 }],
    [
      'a corrected search',
      { data: { results: [1] }, meta: { pagination: { total: 1 }, corrected_keyword: 'drawing' } },
      { results: [1], total: 1, correctedKeyword: 'drawing' },
    ],
    [
      'an empty correction',
      { data: { results: [] }, meta: { pagination: { total: 0 }, corrected_keyword: '' } },
      { results: [], total: 0 },
    ],
  ])('%s', (_, body, page) => {
    expect(toPage(body)).toEqual(page);
  });
});
