import { describe, expect, it } from 'vitest';
import { addUniversityTag } from './university-tags';

describe('university tags (part 2 §5)', () => {
  it.each([
    ['collapses whitespace', '  Stanford   University ', ['MIT', 'Stanford University']],
    ['ignores an empty tag', '   ', ['MIT']],
    ['rejects a duplicate whatever the case', 'mit', null],
    ['keeps inner spaces (M I T is not MIT)', ' M I T ', ['MIT', 'M I T']],
    ['accepts a new tag', 'Oxford', ['MIT', 'Oxford']],
  ])('%s', (_name, raw, tags) => expect(addUniversityTag(['MIT'], raw)).toEqual(tags));

  it('rejects a duplicate once its whitespace is collapsed', () =>
    expect(addUniversityTag(['Stanford University'], ' stanford \t  UNIVERSITY')).toBeNull());

  it('leaves the given list untouched', () => {
    const tags = ['MIT'];
    addUniversityTag(tags, 'Oxford');
    expect(tags).toEqual(['MIT']);
  });
});
