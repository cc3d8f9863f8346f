import { copyField } from './copy-text';
import { RestoreRefused } from './restore-refused';

/** A value read from SQLite (better-sqlite3 with safe integers), as a field of a COPY line into PostgreSQL. */
export type CopyEncoder = (value: unknown) => string;

const NULL = '\\N';

/** A number as PostgreSQL reads it back exactly (JavaScript's shortest round-trip text; NaN, ±Infinity). */
const numberText = (n: number | bigint) =>
  typeof n === 'bigint'
    ? n.toString()
    : Number.isFinite(n)
      ? String(n)
      : n > 0
        ? 'Infinity'
        : n < 0
          ? '-Infinity'
          : 'NaN';

/** Text PostgreSQL can hold: never a NUL character. */
function text(value: string, where: string): string {
  if (value.includes('\0'))
    throw new RestoreRefused(
      `the archive's ${where} holds a NUL character, which PostgreSQL cannot store: remove it on the SQLite server and back up again`,
    );
  return copyField(value);
}

function plain(where: string): CopyEncoder {
  return (value) => {
    if (value === null || value === undefined) return NULL;
    if (typeof value === 'number' || typeof value === 'bigint') return numberText(value);
    if (typeof value === 'string') return text(value, where);
    throw new RestoreRefused(
      `the archive's ${where} holds bytes (an SQLite blob) where PostgreSQL's column wants text or a number`,
    );
  };
}

/** SQLite has no booleans (0 and 1, as this schema stores them everywhere). */
const boolean =
  (where: string): CopyEncoder =>
  (value) => {
    if (value === null || value === undefined) return NULL;
    if (value === 0 || value === 0n || value === '0') return 'f';
    if (value === 1 || value === 1n || value === '1') return 't';
    return plain(where)(value);
  };

/** Bytes as bytea's hex text (`\x…`, its backslash escaped for COPY). */
const bytea =
  (where: string): CopyEncoder =>
  (value) => {
    if (Buffer.isBuffer(value)) return `\\\\x${value.toString('hex')}`;
    return plain(where)(value);
  };

/** The encoder of a PostgreSQL column's type (`information_schema.columns.data_type`). */
export function copyEncoder(type: string, where: string): CopyEncoder {
  if (type === 'boolean') return boolean(where);
  if (type === 'bytea') return bytea(where);
  return plain(where);
}
