/**
 * Where a value sits in a JSON text, for error messages that name a line: `lineOfPath(text, ['modules',
 * 17, 'name'])` is the line of module 17's `name`. A path that goes further than the text (a missing
 * field) stops at the deepest value that exists (the record missing it). Only called once something is
 * wrong, on text that `JSON.parse` accepted; one pass, no values built.
 */
export function lineOfPath(text: string, path: ReadonlyArray<PropertyKey>): number {
  return lineAt(text, offsetOfPath(text, path));
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The 1-based line of `JSON.parse`'s error ("… in JSON at position 123"), or null when it names none. */
export function lineOfParseError(text: string, message: string): number | null {
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined ? null : lineAt(text, Number(position));
}

function offsetOfPath(text: string, path: ReadonlyArray<PropertyKey>): number {
  let at = skipSpace(text, 0);
  for (const step of path) {
    const open = text[at];
    if (open === '{') {
      const found = findMember(text, at, String(step));
      if (found === -1) return at;
      at = found;
    } else if (open === '[' && typeof step === 'number') {
      const found = findElement(text, at, step);
      if (found === -1) return at;
      at = found;
    } else {
      return at;
    }
  }
  return at;
}

/** The offset of member `key`'s value in the object at `at`, or -1. */
function findMember(text: string, at: number, key: string): number {
  let i = skipSpace(text, at + 1);
  while (text[i] === '"') {
    const keyEnd = skipString(text, i);
    const name = JSON.parse(text.slice(i, keyEnd)) as string;
    const value = skipSpace(text, skipSpace(text, keyEnd) + 1); // past the colon
    if (name === key) return value;
    i = skipSpace(text, skipValue(text, value));
    if (text[i] !== ',') return -1;
    i = skipSpace(text, i + 1);
  }
  return -1;
}

/** The offset of element `index` in the array at `at`, or -1. */
function findElement(text: string, at: number, index: number): number {
  let i = skipSpace(text, at + 1);
  if (text[i] === ']') return -1;
  for (let n = 0; n < index; n++) {
    i = skipSpace(text, skipValue(text, i));
    if (text[i] !== ',') return -1;
    i = skipSpace(text, i + 1);
  }
  return i;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t'))
    i++;
  return i;
}

/** Past the string that starts (with its quote) at `i`. */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '"') return j + 1;
  }
  return text.length;
}

/** Past the value that starts at `i` (strings, nested objects and arrays, literals). */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return skipString(text, i);
  if (c !== '{' && c !== '[') {
    let j = i;
    while (j < text.length && !',}] \n\r\t'.includes(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text[j];
    if (d === '"') j = skipString(text, j) - 1;
    else if (d === '{' || d === '[') depth++;
    else if (d === '}' || d === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}
