/**
 * The field error of a value its schema refuses, naming what the field allows ('limit must be a whole number
 * from 1 to 100.', 'order must be one of: ASC, DESC.'), for contract parses where the schema has no text of its
 * own (zod's fallback wording): what a field allows is read from its JSON Schema, the keywords the OpenAPI
 * document gives the field. Only the server writes these texts (clients show the answer's), so they live here
 * rather than in `@modkit/sdk/rules`, whose whole entry would pass its size budget with them.
 */

/** What a field allows: the JSON Schema keywords of its schema that the texts name. */
export interface FieldAllows {
  type?: string;
  enum?: readonly unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  anyOf?: readonly FieldAllows[];
}

/** How the value failed: refused, absent, or sent more than once (`?a=1&a=2`). */
export type FieldProblem = 'invalid' | 'missing' | 'repeated';

/** The forms of string formats and date patterns, as the texts name them. */
const FORMS: Record<string, string> = {
  email: 'an e-mail address',
  uri: 'a URL',
  url: 'a URL',
  uuid: 'a UUID',
  date: 'a date as YYYY-MM-DD',
  'date-time': 'a date and time (ISO 8601)',
  '^\\d{4}-\\d{2}$': 'a month as YYYY-MM',
  '^\\d{4}-\\d{2}-\\d{2}$': 'a date as YYYY-MM-DD',
  '^\\d{2}-\\d{2}-\\d{4}$': 'a date as DD-MM-YYYY',
};

/** A bound a field really has: none beyond the safe integers (zod's `int()` adds those). */
const bound = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The range part of a number: 'from 1 to 100', 'of at least 1', 'greater than 0 and at most 5'. */
function numberRange(allows: FieldAllows, whole: boolean): string {
  const step = whole ? 1 : 0;
  const xMin = bound(allows.exclusiveMinimum);
  const xMax = bound(allows.exclusiveMaximum);
  // A whole number greater than 0 is one of at least 1.
  const min = bound(allows.minimum) ?? (step && xMin !== undefined ? Math.floor(xMin) + 1 : undefined);
  const max = bound(allows.maximum) ?? (step && xMax !== undefined ? Math.ceil(xMax) - 1 : undefined);
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  const low =
    min !== undefined ? `at least ${min}` : !step && xMin !== undefined ? `greater than ${xMin}` : '';
  const high = max !== undefined ? `at most ${max}` : !step && xMax !== undefined ? `less than ${xMax}` : '';
  const range = [low, high].filter(Boolean).join(' and ');
  return range ? (range.startsWith('at') ? ` of ${range}` : ` ${range}`) : '';
}

/** A count part: ' of 1 to 5 characters', ' of at least 1 item', '' without bounds. */
function countRange(min: number | undefined, max: number | undefined, unit: string): string {
  if (min && max !== undefined) return ` of ${min} to ${plural(max, unit)}`;
  if (min) return ` of at least ${plural(min, unit)}`;
  return max !== undefined ? ` of at most ${plural(max, unit)}` : '';
}

function textForm(allows: FieldAllows): string {
  const form = FORMS[allows.format ?? ''] ?? FORMS[allows.pattern ?? ''];
  if (form) return form;
  if (allows.pattern) return `text matching ${allows.pattern}`;
  if (allows.minLength === 1 && allows.maxLength === undefined) return 'non-empty text';
  return `text${countRange(allows.minLength, allows.maxLength, 'character')}`;
}

const listed = (values: readonly unknown[]) =>
  values.length === 1 ? String(values[0]) : `one of: ${values.map(String).join(', ')}`;

/** What a field allows, as a phrase ('a whole number of at least 1'), or undefined when nothing can be said. */
export function allowedText(allows: FieldAllows): string | undefined {
  if (allows.enum?.length) return listed(allows.enum);
  if ('const' in allows) return listed([allows.const]);
  const branches = allows.anyOf;
  if (branches?.length) {
    if (branches.every((b) => 'const' in b || b.enum)) {
      return listed(branches.flatMap((b) => ('const' in b ? [b.const] : (b.enum ?? []))));
    }
    // null first: 'null or a whole number of at least 1'
    const ordered = [...branches].sort((a, b) => Number(b.type === 'null') - Number(a.type === 'null'));
    const texts = ordered.map((b) => (b.type === 'null' ? 'null' : allowedText(b)));
    return texts.every(Boolean) ? [...new Set(texts)].join(' or ') : undefined;
  }
  switch (allows.type) {
    case 'integer':
      return `a whole number${numberRange(allows, true)}`;
    case 'number':
      return `a number${numberRange(allows, false)}`;
    case 'string':
      return textForm(allows);
    case 'boolean':
      return 'true or false';
    case 'array':
      return `a list${countRange(allows.minItems, allows.maxItems, 'item')}`;
    case 'object':
      return 'an object';
    default:
      return undefined;
  }
}

/**
 * The field error of a refused value: '<field> must be <allowed>.', '<field> is required and must be <allowed>.'
 * or '<field> must be given once, as <allowed>.'; undefined when the schema says nothing a text can name.
 */
export function allowedValueMessage(
  field: string,
  allows: FieldAllows,
  problem: FieldProblem = 'invalid',
): string | undefined {
  const allowed = allowedText(allows);
  if (!allowed) return undefined;
  if (problem === 'missing') return `${field} is required and must be ${allowed}.`;
  if (problem === 'repeated') return `${field} must be given once, as ${allowed}.`;
  return `${field} must be ${allowed}.`;
}
