/** A field of a dump's COPY line (text, or null) as the value SQLite stores for a column. */
export type SqliteDecoder = (field: string | null) => unknown;

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$|^-?Infinity$|^NaN$/;

function integer(field: string): unknown {
  if (INTEGER.test(field)) {
    const n = Number(field);
    return Number.isSafeInteger(n) ? n : BigInt(field);
  }
  // PostgreSQL's booleans (t/f) as this schema stores them on SQLite (1/0).
  if (field === 't') return 1;
  if (field === 'f') return 0;
  return field;
}

const real = (field: string): unknown => (NUMBER.test(field) ? Number(field) : field);

/**
 * The decoder of an SQLite column, by its declared type's affinity (SQLite's rules: INT → integer; CHAR,
 * CLOB, TEXT → text; BLOB or none → blob; REAL, FLOA, DOUB → real; else numeric). Text stays text whatever
 * it looks like; a value that is not of its column's kind is kept as the text it was (as SQLite would).
 */
export function sqliteDecoder(declared: string): SqliteDecoder {
  const type = declared.toLowerCase();
  let decode: (field: string) => unknown;
  if (type.includes('int')) decode = integer;
  else if (/char|clob|text/.test(type)) decode = (field) => field;
  else if (type === '' || type.includes('blob'))
    decode = (field) => (field.startsWith('\\x') ? Buffer.from(field.slice(2), 'hex') : field);
  else if (/real|floa|doub/.test(type)) decode = real;
  else decode = (field) => (INTEGER.test(field) ? integer(field) : real(field));
  return (field) => (field === null ? null : decode(field));
}
