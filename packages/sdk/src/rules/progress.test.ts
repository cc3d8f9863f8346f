import { describe, expect, it } from 'vitest';
import * as rule from './progress';

const none: rule.TabsCompleted = [false, false, false];

describe('saved completion steps 33/33/34 (part 1 §4)', () => {
  it.each([
    [0, 0],
    [1, 33],
    [2, 66],
    [3, 100],
    [4, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s completed tabs save %i', (tabs, pct) => expect(rule.nextCompletedPercentage(tabs)).toBe(pct));

  it.each([
    [66, 33, false],
    [33, 66, true],
    [66, 100, true],
    [67, 66, false],
    [66, 66, false],
    [null, 33, true],
    [undefined, 0, true],
    [0, 0, false],
  ])('stored %s, new %i: save = %s (never lower)', (stored, next, save) =>
    expect(rule.shouldSaveProgress(stored, next)).toBe(save),
  );
});

describe('tabs marked on load', () => {
  it.each([
    [100, [true, true, true]],
    [99, [true, true, false]],
    [67, [true, true, false]],
    [66, [true, true, false]],
    [65, [true, false, false]],
    [34, [true, false, false]],
    [33, [true, false, false]],
    [32, [false, false, false]],
    [0, [false, false, false]],
    [null, [false, false, false]],
  ])('stored %s marks tabs %j', (stored, tabs) =>
    expect(rule.tabsCompletedFromPercentage(stored)).toEqual(tabs),
  );
});

describe('scroll percent and tab completion', () => {
  it.each([
    [950, 1000, 0, 100],
    [475, 1000, 1, 50],
    [949, 1000, 1, 100],
    [940, 1000, 0, 99],
    [950, 1000, 2, 95],
    [1000, 1000, 2, 100],
    [-5, 1000, 2, 0],
    [10, 0, 0, 100],
  ])('scroll %i of %i on tab %i is %i %%', (bottom, height, tab, pct) =>
    expect(rule.tabScrollPercent(bottom, height, tab)).toBe(pct),
  );

  it.each([
    [0, [true, false, false]],
    [1, [false, true, false]],
    [2, [false, false, false]],
  ])('Continue on tab index %i marks %j', (tab, tabs) =>
    expect(rule.completeOnContinue(none, tab)).toEqual(tabs),
  );

  it.each([
    [2, 99, [true, true, false]],
    [2, 100, [true, true, true]],
    [1, 100, [true, true, false]],
  ])('tab index %i scrolled to %i %% → %j', (tab, pct, tabs) =>
    expect(rule.completeOnScroll([true, true, false], tab, pct)).toEqual(tabs),
  );

  it('counts the completed tabs into the saved percentage', () => {
    const afterTwo = rule.completeOnContinue(rule.completeOnContinue(none, 0), 1);
    const all = rule.completeOnScroll(afterTwo, 2, 100);
    expect([afterTwo, all].map((t) => rule.nextCompletedPercentage(t.filter(Boolean).length))).toEqual([
      66, 100,
    ]);
  });

  it.each([
    [0, 19, []],
    [0, 20, [20]],
    [19, 61, [20, 40, 60]],
    [60, 100, [80]],
    [80, 100, []],
  ])('tab 1 scroll %i → %i sends analytics %j', (before, now, marks) =>
    expect(rule.passedScrollMarks(before, now)).toEqual(marks),
  );
});

describe("'Get the Idea' is finished at 33 % (points and certificates)", () => {
  it.each([
    [null, false],
    [0, false],
    [32, false],
    [33, true],
    [66, true],
    [100, true],
  ])('stored %s → %s', (stored, finished) => expect(rule.hasFinishedGetTheIdea(stored)).toBe(finished));
});

describe('a collection certificate needs every module read and every reflection answered (part 1 §5)', () => {
  const read = (pct: number | null, question: string | null = null, answer: string | null = null) =>
    ({
      completed_percentage: pct,
      reflection_question: question,
      reflection_question_answer: answer,
    }) satisfies rule.CertificateModuleProgress;
  it.each([
    ['no modules', [], false],
    ['every module at 33 %, no questions', [read(33), read(100)], true],
    ['one module at 32 %', [read(33), read(32)], false],
    ['one module never opened', [read(100), read(null)], false],
    ['a question answered', [read(33, 'Why?', 'Because.')], true],
    ['a question unanswered', [read(33, 'Why?', null)], false],
    ['a question answered with blanks', [read(33, 'Why?', '   ')], false],
  ])('%s → %s', (_name, modules, earned) => expect(rule.collectionStepsDone(modules)).toBe(earned));
});
