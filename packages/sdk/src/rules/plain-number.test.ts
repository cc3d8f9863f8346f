/** The plain digits are what Intl.NumberFormat writes, or the case is left to Intl. */
import { describe, expect, it } from 'vitest';
import { plainNumber } from './plain-number';

const WHOLE = [0, 1, 7, 12, 999, -1, -999, 1000, 1234, -1234, 10_000, 123_456_789, Number.MAX_SAFE_INTEGER];
/** Every progress percentage, and shares that are not whole percentages. */
const SHARES = [
  ...Array.from({ length: 101 }, (_, p) => p / 100),
  0.125,
  0.285,
  0.4449,
  0.005,
  0.995,
  9.99,
  10,
  12.34,
  -0.5,
  -1e-12,
  1e-10,
];
const VALUES = [...WHOLE, ...SHARES];
const OPTIONS: Array<Intl.NumberFormatOptions | undefined> = [
  undefined,
  {},
  { useGrouping: false },
  { useGrouping: false, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'percent', useGrouping: false },
  { style: 'currency', currency: 'USD' },
];

describe('plainNumber', () => {
  it.each(['en', 'es'])('writes %s whole numbers as Intl.NumberFormat does, or leaves them to it', (lang) => {
    for (const value of VALUES) {
      for (const options of OPTIONS) {
        const plain = plainNumber(lang, value, options);
        if (plain !== undefined)
          expect([value, options, plain]).toEqual([
            value,
            options,
            new Intl.NumberFormat(lang, options).format(value),
          ]);
      }
    }
  });

  it.each([
    // [language, value, options, plain]
    ['en', 12, undefined, '12'],
    ['en', -999, undefined, '-999'],
    ['en', 1234, undefined, undefined], // grouped: 1,234
    ['en', 1234, { useGrouping: false }, '1234'],
    ['es', 10_000, { useGrouping: false, maximumFractionDigits: 2 }, '10000'],
    ['es', 10_000, undefined, undefined], // 10.000
    ['en', 1.5, undefined, undefined],
    ['en', -0, undefined, undefined], // Intl writes -0
    ['en', Number.NaN, undefined, undefined],
    ['en', 2 ** 60, { useGrouping: false }, undefined],
    ['en', 0.45, { style: 'percent' }, '45%'],
    ['en', 0.07, { style: 'percent' }, '7%'], // 7.000000000000001 × 100 in binary
    ['en', 1, { style: 'percent' }, '100%'],
    ['en', 12.34, { style: 'percent' }, undefined], // 1,234%
    ['en', 0.125, { style: 'percent' }, undefined], // Intl rounds it
    ['en', -0.5, { style: 'percent' }, undefined],
    ['en', -1e-12, { style: 'percent' }, undefined], // Intl writes -0%
    ['es', 0.45, { style: 'percent' }, undefined], // 45 %
    ['en', 5, { style: 'currency', currency: 'USD' }, undefined],
    ['en', 5, { minimumIntegerDigits: 2 } as Intl.NumberFormatOptions, undefined],
    ['ar', 5, undefined, undefined],
    ['fr', 5, undefined, undefined],
  ] as const)('%s %s %j → %s', (lang, value, options, plain) => {
    expect(plainNumber(lang, value, options)).toBe(plain);
  });
});
