/** Country codes and their allowed phone lengths (part 1 §5, part 2 §5). */
export interface CountryCode {
  label: string;
  code: string;
  length: number;
  flag: string;
}

/** The country list: label, code, allowed phone length, flag. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { label: 'India', code: '+91', length: 10, flag: '🇮🇳' },
  { label: 'UAE', code: '+971', length: 9, flag: '🇦🇪' },
  { label: 'HongKong', code: '+852', length: 8, flag: '🇭🇰' },
  { label: 'Singapore', code: '+65', length: 8, flag: '🇸🇬' },
  { label: 'Canada', code: '+1', length: 10, flag: '🇨🇦' },
  { label: 'USA', code: '+1', length: 10, flag: '🇺🇸' },
];

/** The length for a code not in the list. */
const DEFAULT_PHONE_LENGTH = 10;

/** Normalises '91', '+91' or 'India (+91)' to '+91' (the code is taken from inside parentheses). */
export function normalizeCountryCode(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  const inside = raw.match(/\(([^)]*)\)/)?.[1] ?? raw;
  const digits = inside.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
}

/** The allowed phone length for a country code (default 10). */
export function phoneLengthFor(code: string | null | undefined): number {
  const normalized = normalizeCountryCode(code);
  return COUNTRY_CODES.find((c) => c.code === normalized)?.length ?? DEFAULT_PHONE_LENGTH;
}

/** Whether a number (digits only, separators ignored) has the length allowed for its country code. */
export function isPhoneLengthValid(code: string | null | undefined, number: string): boolean {
  return number.replace(/\D/g, '').length === phoneLengthFor(code);
}

/** Changing the country code clears the phone. */
export function phoneAfterCodeChange(previousCode: string, nextCode: string, phone: string): string {
  return normalizeCountryCode(previousCode) === normalizeCountryCode(nextCode) ? phone : '';
}

/** The wire form of a phone number: 'code-number' (e.g. '+91-9876543210'). */
export function formatPhone(code: string, number: string): string {
  return `${normalizeCountryCode(code)}-${number.replace(/\D/g, '')}`;
}

/** Splits a stored 'code-number' phone back into its parts. */
export function splitPhone(phone: string | null | undefined): { code: string; number: string } {
  const match = (phone ?? '').match(/^(\+\d+)-(\d+)$/);
  return match
    ? { code: match[1]!, number: match[2]! }
    : { code: '', number: (phone ?? '').replace(/\D/g, '') };
}
