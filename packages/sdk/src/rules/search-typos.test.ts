import { describe, expect, it } from 'vitest';
import { correctedWord, typoDistance, typosAllowed } from './search-typos';

describe('typosAllowed', () => {
  it.each([
    ['', 0],
    ['art', 0],
    ['clim', 0],
    ['music', 1],
    ['drawng', 1],
    ['climate', 1],
    ['learners', 1],
    ['psycology', 2],
    ['perspectve', 2],
    ['psychologists', 2],
    ['7777', 0],
    ['covid19', 0],
    ['3dprint', 0],
    ['مدرسة', 1],
    ['canción', 1],
  ])('%s allows %i', (word, typos) => {
    expect(typosAllowed(word)).toBe(typos);
  });
});

describe('typoDistance', () => {
  it.each([
    ['drawng', 'drawing', 1],
    ['drawing', 'drawng', 1],
    ['psycology', 'psychology', 1],
    ['perspectve', 'perspective', 1],
    ['muisc', 'music', 1],
    ['mosic', 'music', 1],
    ['psycologi', 'psychology', 2],
    ['climate', 'climate', 0],
    ['qzxwvkjq', 'climate', 8],
  ])('%s → %s is %i', (typed, word, distance) => {
    expect(typoDistance(typed, word)).toBe(distance);
  });
});

describe('correctedWord', () => {
  const found = (...words: Array<[string, number]>) => words.map(([word, modules]) => ({ word, modules }));

  it.each([
    ['one typo in a word of 6', 'drawng', found(['drawing', 4]), 'drawing'],
    ['two typos in a word of 9', 'psycologi', found(['psychology', 9]), 'psychology'],
    ['one typo in a word of 10', 'perspectve', found(['perspective', 1], ['perspectives', 3]), 'perspective'],
    ['a swap of two letters', 'muisc', found(['music', 2]), 'music'],
    ['two typos in a word of 8', 'drawngs', found(['drawing', 4]), null],
    ['a typo in a word of 4', 'mpas', found(['maps', 4]), null],
    ['nothing close', 'qzxwvkjq', found(['climate', 40], ['quiz', 3]), null],
    ['a candidate that finds nothing', 'drawng', found(['drawing', 0]), null],
    ['no candidate', 'drawng', [], null],
    ['a word with digits', 'covid20', found(['covid19', 4]), null],
    ['the closest first', 'drawns', found(['drawing', 9], ['drawn', 1]), 'drawn'],
    ['then the one finding more', 'drawng', found(['drawn', 1], ['drawing', 9]), 'drawing'],
    ['then alphabetical', 'bxll', found(['bell', 1], ['ball', 1]), null],
    ['then alphabetical (5 letters)', 'bxlls', found(['bells', 2], ['balls', 2]), 'balls'],
    ['the typed word itself is not a correction', 'drawng', found(['drawng', 3]), null],
  ])('%s: %s → %s', (_, typed, candidates, expected) => {
    expect(correctedWord(typed, candidates)).toBe(expected);
  });
});
