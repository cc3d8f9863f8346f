import { describe, expect, it } from 'vitest';
import { searchIntent } from './limits';

describe('search text (part 1 §5)', () => {
  it.each([
    ['energy', { search: 'energy' }],
    ['  solar power ', { search: 'solar power' }],
    ['', { clear: true }],
    ['   ', { clear: true }],
    [null, { clear: true }],
  ])('%j → %j', (text, intent) => expect(searchIntent(text)).toEqual(intent));
});
