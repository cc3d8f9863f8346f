/**
 * PostgreSQL's COPY text format, both ways: a row is one line, its fields separated by tabs, `\N` for null,
 * and a backslash escaping the backslash, tab, newline and carriage return inside a value (what `pg_dump`
 * writes and `COPY … FROM STDIN` reads). Reading also takes the other escapes COPY knows (`\b \f \v`, octal
 * `\123` and hex `\x7f` bytes).
 */

const NULL_FIELD = '\\N';
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES = /[\\\t\n\r]/g;

/** A value (text, or null) as a field of a COPY line. */
export function copyField(value: string | null): string {
  if (value === null) return NULL_FIELD;
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPES, (c) => ESCAPED[c]!) : value;
}

const SIMPLE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const BYTE_ESCAPE = /\\(?:[0-7]|x[0-9a-fA-F])/;

/** A field of a COPY line as its value (text, or null). */
export function readCopyField(field: string): string | null {
  if (field === NULL_FIELD) return null;
  if (!field.includes('\\')) return field;
  if (BYTE_ESCAPE.test(field)) return readBytes(field);
  return field.replace(/\\(.)/g, (_, c: string) => SIMPLE[c] ?? c);
}

/** A field with octal or hex escapes: they are bytes of the UTF-8 text, so the text is rebuilt as bytes. */
function readBytes(field: string): string {
  const bytes: number[] = [];
  const plain = (text: string) => bytes.push(...Buffer.from(text, 'utf8'));
  const escapes = /\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g;
  let last = 0;
  for (let m = escapes.exec(field); m; m = escapes.exec(field)) {
    plain(field.slice(last, m.index));
    if (m[1]) bytes.push(Number.parseInt(m[1], 8) & 0xff);
    else if (m[2]) bytes.push(Number.parseInt(m[2], 16));
    else plain(SIMPLE[m[3]!] ?? m[3]!);
    last = escapes.lastIndex;
  }
  plain(field.slice(last));
  return Buffer.from(bytes).toString('utf8');
}

/** A COPY line's fields, read. */
export const readCopyLine = (line: string): Array<string | null> => line.split('\t').map(readCopyField);

/** The end of a table's rows in a dump's COPY block. */
export const COPY_END = '\\.';

const identifier = String.raw`"(?:[^"]|"")+"|[^\s."(),]+`;
/** `COPY schema.table (a, "b", …) FROM stdin;` as pg_restore prints a table's rows. */
const COPY_START = new RegExp(
  String.raw`^COPY (?:(?:${identifier})\.)?(${identifier}) \(([^)]*)\) FROM stdin;$`,
);
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/** The table and columns of a COPY block's first line, or null when the line starts none. */
export function copyStart(line: string): { table: string; columns: string[] } | null {
  const found = COPY_START.exec(line);
  if (!found) return null;
  const columns = [...found[2]!.matchAll(new RegExp(identifier, 'g'))].map((m) => unquote(m[0]));
  return { table: unquote(found[1]!), columns };
}
