import { describe, expect, it } from 'vitest';
import { LIMITS, searchIntent } from './limits';

describe('business constants (part 1 §9, part 2 §9)', () => {
  it.each([
    ['request time-out', LIMITS.requestTimeoutMs, 60_000],
    ['search delay', LIMITS.searchDelayMs, 1000],
    ['search page', LIMITS.searchPageSize, 40],
    ['library and My List page', LIMITS.libraryPageSize, 12],
    ['learner modules and projects page', LIMITS.learnerModulesPageSize, 5],
    ['back-to-top and share icons', LIMITS.backToTopAfterPx, 550],
    ['tab switch delay', LIMITS.tabSwitchDelayMs, 700],
    ['activity minutes axis', LIMITS.activityMinutesAxisMax, 24 * 60],
    ['error sampling', LIMITS.errorSampleRate, 0.5],
  ])('%s is %s', (_name, value, spec) => expect(value).toBe(spec));
});

describe('search text (part 1 §5)', () => {
  it.each([
    ['energy', { search: 'energy' }],
    ['  solar power ', { search: 'solar power' }],
    ['', { clear: true }],
    ['   ', { clear: true }],
    [null, { clear: true }],
  ])('%j → %j', (text, intent) => expect(searchIntent(text)).toEqual(intent));
});
