import { describe, expect, it } from 'vitest';
import { reflectionButtonText, showsAnswerBox } from './reflection';

describe('reflection question panel (part 1 §2.27)', () => {
  it.each([
    ['STUDENT', false, 'Submit your Answer'],
    ['STUDENT', true, 'Edit your answer'],
    ['MENTOR', false, 'View Question'],
    ['SUPER_MENTOR', false, 'View Question'],
  ])('%s, answered %s → %s', (role, answered, text) =>
    expect(reflectionButtonText(role, answered)).toBe(text),
  );

  it.each([
    ['STUDENT', { ai_based_profiile_building_support: 1 }, true],
    ['STUDENT', { ai_based_profiile_building_support: 0 }, false],
    ['MENTOR', { ai_based_profiile_building_support: 1 }, false],
  ])('%s with %j sees the answer box: %s', (role, pkg, shown) =>
    expect(showsAnswerBox(role, pkg)).toBe(shown),
  );
});
