import { describe, expect, it } from 'vitest';
import { copyEncoder } from '../../src/backup/copy-encoders';
import { copyField, copyStart, readCopyField, readCopyLine } from '../../src/backup/copy-text';
import { RestoreRefused } from '../../src/backup/restore-refused';
import { sqliteDecoder } from '../../src/backup/sqlite-values';

/**
 * The values a restore across engines carries through PostgreSQL's COPY text format, both ways: every text
 * comes back as it went (tabs, newlines, backslashes, any script), and each engine gets its types back.
 */
describe('COPY text fields', () => {
  it.each([
    ['plain', 'Drawing in Perspective'],
    ['empty (not null)', ''],
    ['a backslash N (not null)', '\\N'],
    ['tab, newline, carriage return, backslash', 'a\tb\nc\rd\\e'],
    ['three scripts and an emoji', 'Ça dépend — يعتمد على الضوء — 这取决于光线 🔭'],
    ['JSON', '{"doc":{"a":[1,"x\\ty"]},"b":null}'],
  ])('%s goes out and comes back the same', (_name, value) => {
    const field = copyField(value);
    expect(field).not.toMatch(/[\t\n\r]/);
    expect(readCopyField(field)).toBe(value);
  });

  it.each([
    ['\\N', null],
    ['\\b\\f\\v', '\b\f\v'],
    ['caf\\303\\251', 'café'],
    ['\\x41\\x42', 'AB'],
    ['\\q', 'q'],
  ])('reads %s as pg_dump means it', (field, value) => {
    expect(readCopyField(field)).toBe(value);
  });

  it('splits a line into its fields, and reads a COPY block’s table and columns (quoted or not)', () => {
    expect(readCopyLine('1\t\\N\ta\\tb')).toEqual(['1', null, 'a\tb']);
    expect(copyStart('COPY public.users (id, email, "key", "odd ""name""") FROM stdin;')).toEqual({
      table: 'users',
      columns: ['id', 'email', 'key', 'odd "name"'],
    });
    expect(copyStart('COPY "t_1"."Mixed" (a) FROM stdin;')).toEqual({ table: 'Mixed', columns: ['a'] });
    expect(copyStart("SELECT pg_catalog.setval('public.users_id_seq', 21, true);")).toBeNull();
  });
});

describe('values from SQLite into PostgreSQL, and back', () => {
  it.each([
    ['integer', 42, '42', 42],
    ['integer', 9007199254740993n, '9007199254740993', 9007199254740993n],
    ['double precision', 0.1, '0.1', 0.1],
    ['double precision', -1.5e-300, '-1.5e-300', -1.5e-300],
    ['text', '2026-12-07T04:03:43.123Z', '2026-12-07T04:03:43.123Z', '2026-12-07T04:03:43.123Z'],
    ['text', null, '\\N', null],
  ])('%s %s: COPY field %s, back as SQLite stores it', (type, value, field, back) => {
    expect(copyEncoder(type, 't.c')(value)).toBe(field);
    const sqliteType = type === 'double precision' ? 'real' : type;
    expect(sqliteDecoder(sqliteType)(readCopyField(field))).toBe(back);
  });

  it('writes SQLite’s 0 and 1 as booleans and bytes as bytea where PostgreSQL has those types, and reads them back', () => {
    expect([0, 1, null].map(copyEncoder('boolean', 't.c'))).toEqual(['f', 't', '\\N']);
    expect(['t', 'f'].map(sqliteDecoder('integer'))).toEqual([1, 0]);
    const bytes = Buffer.from([0, 1, 254, 255]);
    const field = copyEncoder('bytea', 't.c')(bytes);
    expect(field).toBe('\\\\x0001feff');
    expect(sqliteDecoder('blob')(readCopyField(field))).toEqual(bytes);
  });

  it('refuses, naming the column, a text PostgreSQL cannot hold and an SQLite blob where it wants text', () => {
    expect(() => copyEncoder('text', 'comments.text')('a\0b')).toThrow(RestoreRefused);
    expect(() => copyEncoder('text', 'comments.text')('a\0b')).toThrow(
      /comments\.text holds a NUL character/,
    );
    expect(() => copyEncoder('text', 'users.about')(Buffer.from('x'))).toThrow(/users\.about holds bytes/);
  });

  it('keeps text as text whatever it looks like, and a value that is not of its column’s kind as it was', () => {
    expect(sqliteDecoder('text')('0123')).toBe('0123');
    expect(sqliteDecoder('integer')('12abc')).toBe('12abc');
    expect(sqliteDecoder('real')('7')).toBe(7);
  });
});
