import { describe, expect, it } from 'vitest';
import { bannerQuestion, countText, cutText, orDash, reflectionPreview, sidebarName, truncate } from './text';

const a = (n: number) => 'a'.repeat(n);

describe('truncation with " ..." (part 1 §5, §9)', () => {
  it.each([
    [a(161), 160, `${a(160)} ...`],
    [a(160), 160, a(160)],
    ['', 5, ''],
    [null, 5, ''],
  ])('%#: cut to %i', (text, max, out) => expect(truncate(text, max)).toBe(out));

  it.each([
    ['collectionDescription', 180],
    ['reflectionPreview', 160],
    ['reflectionAnswer', 80],
    ['sidebarName', 80],
    ['bannerQuestion', 160],
  ] as const)('%s keeps %i characters', (kind, max) => {
    expect(cutText(kind, a(max))).toBe(a(max));
    expect(cutText(kind, a(max + 1))).toBe(`${a(max)} ...`);
  });
});

describe('named cuts', () => {
  it.each([
    [null, 1024, 'No Question Available'],
    ['', 1024, 'No Question Available'],
    [a(170), 768, `${a(160)} ...`],
    [a(170), 767, a(170)],
    ['Why?', 1024, 'Why?'],
  ])('banner question %# on a %i px screen', (question, width, out) =>
    expect(bannerQuestion(question, width)).toBe(out),
  );

  it.each([
    [a(160), { text: a(160), viewMore: false }],
    [a(161), { text: `${a(160)} ...`, viewMore: true }],
    [null, { text: '', viewMore: false }],
  ])('reflection preview %#', (question, preview) => expect(reflectionPreview(question)).toEqual(preview));

  it.each([
    [a(81), `${a(80)} ...`],
    ['  Maya  ', 'Maya'],
    ['', '---'],
    ['   ', '---'],
    [null, '---'],
  ])('sidebar name %# → %s', (name, shown) => expect(sidebarName(name)).toBe(shown));

  it.each([
    [' ', '---'],
    [null, '---'],
    [0, '0'],
    ['x', 'x'],
  ])('orDash(%j) → %s', (value, shown) => expect(orDash(value)).toBe(shown));
});

describe('counts and their nouns', () => {
  it.each([
    [0, 'like', undefined, '0 likes'],
    [1, 'like', undefined, '1 like'],
    [2, 'like', undefined, '2 likes'],
    [1204, 'view', undefined, '1,204 views'],
    [1, 'module', undefined, '1 module'],
    [3, 'activity', 'activities', '3 activities'],
    [1, 'activity', 'activities', '1 activity'],
  ])('%s %s → %s', (count, singular, plural, text) => expect(countText(count, singular, plural)).toBe(text));
});
