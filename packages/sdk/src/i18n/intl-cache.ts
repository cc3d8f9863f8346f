/**
 * The `Intl` formatters a translator uses, made once per language and options and kept: making one costs far
 * more than formatting with it (a page of dates, or every widget's translator, made them again and again).
 */
const made = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const pluralRules = (lang: string): Intl.PluralRules =>
  kept(`p ${lang}`, () => new Intl.PluralRules(lang));

export const numberFormat = (lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(`n ${lang} ${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(lang, options));

export const dateFormat = (lang: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(`d ${lang} ${options ? JSON.stringify(options) : ''}`, () => new Intl.DateTimeFormat(lang, options));
