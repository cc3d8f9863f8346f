/**
 * A number as `Intl.NumberFormat` writes it, without making one, where that is its plain decimal digits.
 * The first `Intl.NumberFormat` a page makes loads the locale's number data: 26–40 ms in Chromium (100–160
 * on a 4× slower phone), on the first screen's main thread, for the points badge's "12", a message's "3
 * likes" or the progress bar's "45%". Later formatters of any options cost a tenth of a millisecond, so only
 * the common cases are taken here: a safe integer without grouping (below 1 000, or `useGrouping: false`) in
 * a language written with ASCII digits and a hyphen-minus (CLDR's `latn` numbering; Arabic's default
 * numbering has changed between CLDR versions and its negatives carry a direction mark, so it always goes
 * through Intl), and in English a whole percentage from 0 to 999 %. Anything else: undefined.
 */
const PLAIN_DIGIT_LANGUAGES = new Set(['en', 'es']);

/** The options taken here (any other leaves the number to Intl). */
const HANDLED_OPTIONS = new Set(['useGrouping', 'maximumFractionDigits', 'style']);

export function plainNumber(
  lang: string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string | undefined {
  if (!PLAIN_DIGIT_LANGUAGES.has(lang) || Object.is(value, -0)) return undefined;
  if (options && Object.keys(options).some((key) => !HANDLED_OPTIONS.has(key))) return undefined;
  const style = options?.style ?? 'decimal';
  const percent = style === 'percent' && lang === 'en';
  if (!percent && style !== 'decimal') return undefined;
  const whole = percent ? Math.round(value * 100) : value;
  // A percentage only when it is whole in decimal too (0.07 × 100 is 7.000000000000001, Intl writes 7%), and
  // not below zero (a tiny negative share rounds to 0, which Intl writes -0%).
  if (!Number.isSafeInteger(whole) || (percent && (value < 0 || Math.abs(value * 100 - whole) > 1e-9)))
    return undefined;
  if ((options?.maximumFractionDigits ?? 0) < 0) return undefined;
  if (options?.useGrouping !== false && Math.abs(whole) >= 1000) return undefined;
  return percent ? `${whole}%` : String(whole);
}
