/**
 * The contract fuzzer's raw material: the hostile values each mutation puts in a request, how a request's
 * parts are written (JSON that JSON.stringify cannot write, URLs with lone surrogates, multipart bodies,
 * well-formed and malformed), and the list of mutations.
 */

/** A JSON fragment written verbatim (numbers JSON.stringify cannot write, deep nesting, broken text). */
export class Raw {
  constructor(readonly text: string) {}
}
export const raw = (text: string) => new Raw(text);

export function encode(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${encode(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
export const encodeUrl = (text: string) =>
  text.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  });
export const asText = (value: unknown) =>
  value instanceof Raw
    ? value.text
    : typeof value === 'object' && value !== null
      ? encode(value)
      : String(value);

export const HUGE = 1_000_000;
/** Query and path values stay under Node's 16 KiB header limit (beyond it Node itself answers 431). */
export const LONG_IN_URL = 6_000;
export const DEEP = 5_000;

export const WRONG_TYPES: unknown[] = [
  123,
  -1,
  true,
  false,
  null,
  [],
  {},
  'text',
  [1, 'two', null],
  { a: { b: 1 } },
];
export const UNICODE = [
  '😀'.repeat(40),
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '中文测试',
  'ﷺ',
  'İı',
];
export const INJECTION = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "'; SELECT pg_sleep(3); --",
  '*',
  'NEAR(a b)',
  'a AND OR NOT',
  '%_\\',
  ')(',
  '"unbalanced',
  'name:*',
  '^x',
  '\\',
  '$1',
  '{{7*7}}',
  '<script>alert(1)</script>',
];
export const NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  raw('1e400'),
  raw('-1e400'),
  raw('123456789012345678901234567890'),
  '1e400',
  'NaN',
  'Infinity',
  '-5',
  '0x10',
  '2147483648',
  '99999999999',
];
/** Numbers at the edges (negative, zero, out of range, fractional), as they stand in a URL. */
export const EDGE_NUMBER_TEXTS = ['-1', '0', '1e400', '99999999999999999999', '2147483648', '1.5'];
export const PATH_IDS = [
  ...EDGE_NUMBER_TEXTS,
  'abc',
  "1'--",
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  '１',
];

export const MUTATIONS = [
  'wrong-type',
  'huge-string',
  'deep-nesting',
  'nul-byte',
  'unicode',
  'sql-fts',
  'edge-number',
  'missing',
  'extra-field',
  'body-shape',
  'multipart',
  'path-id',
  'repeated-query',
  'prototype-keys',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

export type Random = () => number;
export const isString = (v: unknown) => typeof v === 'string';
export const isNumber = (v: unknown) => typeof v === 'number';

export const BOUNDARY = '----modkitFuzzBoundary';
export const part = (name: string, value: string, fileName?: string, type = 'text/plain') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: ${type}`
  }\r\n\r\n${value}\r\n`;
export const multipartBody = (fields: Record<string, unknown>) =>
  `${Object.entries(fields)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => part(`${k}[]`, asText(x))) : [part(k, asText(v))]))
    .join('')}--${BOUNDARY}--\r\n`;
export const MALFORMED_MULTIPART: Array<(fields: Record<string, unknown>) => [string, string]> = [
  (f) => [multipartBody(f).slice(0, -20), `multipart/form-data; boundary=${BOUNDARY}`],
  (f) => [multipartBody(f), 'multipart/form-data'],
  (f) => [`${part('first\u0000name', 'x')}${multipartBody(f)}`, `multipart/form-data; boundary=${BOUNDARY}`],
  (f) => [
    `${part('documents', 'x', 'a\u0000b.png', 'image/png')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('media', '<html><script>alert(1)</script>', 'photo.png', 'image/png')}${part('documents', '%PDF-fake', 'x.pdf', 'application/pdf')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('description', 'x'.repeat(200_000))}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${Array.from({ length: 300 }, (_, i) => part(`f${i}`, 'x')).join('')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [multipartBody(f), `multipart/form-data; boundary=${BOUNDARY}x`],
  (f) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('documents', 'a', `${'long'.repeat(2000)}.txt`)}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
];
