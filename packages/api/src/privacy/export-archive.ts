import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import pLimit, { type LimitFunction } from 'p-limit';
import { ZipFile } from 'yazl';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { notFound } from '../http/http-error';
import { incomingDirFor } from '../http/input/uploads';
import { STORAGE_UNAVAILABLE, UnavailableError } from '../http/unavailable';
import { archivePathOf, writePersonalDataDocument } from './export-document';
import { withPageReader } from './export-pages';
import { type PersonalFile, personalFiles } from './personal-files';

/** The JSON document's name inside the archive. */
const EXPORT_DOCUMENT_NAME = 'modkit-data.json';

/**
 * PostgreSQL: how many exports of a server read the database at once (each on one pooled connection, in
 * a snapshot, into a file); the others wait their turn without a connection. Two of the pool's ten.
 */
const EXPORT_READERS = 2;

/** What one export is of: the person, who asked, their files, and when. */
interface ExportOf {
  userId: number;
  role: string;
  requestedBy: 'SELF' | 'ADMIN';
  files: PersonalFile[];
  now: string;
}

/**
 * Answers a person's data as a zip (GET /users/export, GET /admin/users/{id}/export): `modkit-data.json`
 * (everything the api holds about them, see `export-document.ts`, written as its rows are read a page at a
 * time) and their files under `files/`, one after the other (never whole in memory). The storage is checked
 * first, so a bucket that is down answers 503 rather than a cut archive. A privacy event records the export
 * once its document is written, before the archive ends (no personal data).
 * - SQLite: streamed to the answer at the pace the reader takes it (its pages never hold the connection).
 * - PostgreSQL: the archive is written first into a file (DATA_DIR/incoming), its document read in one
 *   snapshot on one pooled connection, at most EXPORT_READERS exports at a time, then sent from the file with
 *   its length: a slow download holds no connection (twenty of them held the pool's ten, and every request of
 *   the server waited). A failure before the answer begins answers an error, not a file.
 */
export async function sendPersonalData(
  ctx: ApiContext,
  res: Response,
  userId: number,
  requestedBy: 'SELF' | 'ADMIN',
): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.role === 'DELETED') throw notFound();
  const files = await personalFiles(ctx.db, userId);
  if (files.length)
    await ctx.storage.check().catch(() => Promise.reject(new UnavailableError(503, STORAGE_UNAVAILABLE)));
  const of: ExportOf = { userId, role: user.role, requestedBy, files, now: isoNow(ctx.now) };
  if (ctx.dialect === 'postgres') return sendFromFile(ctx, res, of);
  setHeaders(res, of.now);
  // Any failure mid-way (a query, the storage, the reader leaving) aborts the connection: the answer ends
  // without HTTP's last chunk and the zip without its central directory, so the download fails and no
  // client or unzip takes the cut file for a whole one.
  await writeArchive(ctx, of, res, (read) => read()).catch(() => res.destroy());
}

function setHeaders(res: Response, now: string): void {
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="modkit-data-${now.slice(0, 10)}.zip"`);
  res.setHeader('Cache-Control', 'private, no-store');
}

/** The export readers of a server's database (one limit per database handle). */
const readers = new WeakMap<object, LimitFunction>();

/** PostgreSQL: the archive into a file (its document read in a reader's turn), then the file to the answer. */
async function sendFromFile(ctx: ApiContext, res: Response, of: ExportOf): Promise<void> {
  const limit = readers.get(ctx.db) ?? pLimit(EXPORT_READERS);
  readers.set(ctx.db, limit);
  const folder = incomingDirFor(ctx.config.dataDir);
  await mkdir(folder, { recursive: true });
  const file = join(folder, `export-${randomBytes(12).toString('hex')}.zip`);
  try {
    await writeArchive(ctx, of, createWriteStream(file, { mode: 0o600, flags: 'wx' }), (read) => limit(read));
    setHeaders(res, of.now);
    res.setHeader('Content-Length', String((await stat(file)).size));
    await pipeline(createReadStream(file), res).catch(() => res.destroy());
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Writes the archive into `out`: the document first (its rows read when `turn` runs the reading), then the
 * files. Resolves once `out` has it all; rejects at the first failure (yazl does not watch its inputs'
 * errors: each is handed to the zip here).
 */
async function writeArchive(
  ctx: ApiContext,
  of: ExportOf,
  out: Writable,
  turn: (read: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const document = new PassThrough();
  const zip = new ZipFile();
  zip.addReadStream(document, EXPORT_DOCUMENT_NAME);
  for (const file of of.files)
    zip.addReadStreamLazy(archivePathOf(file), (done) => openFile(ctx, file, zip, done));
  zip.end();
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  zip.on('error', (error) => fail(error));
  const writing = turn(() =>
    withPageReader(ctx.db, (read, db) =>
      writePersonalDataDocument(db, read, { userId: of.userId, files: of.files, nowIso: of.now }, (text) =>
        writeTo(document, text),
      ),
    ).then(async (rows) => {
      // Recorded before the document ends: the archive cannot be complete (nor its answer) before its event is.
      await recordExport(ctx, { ...of, rows, files: of.files.length });
      document.end();
    }),
  );
  writing.catch(fail);
  try {
    await Promise.race([pipeline(zip.outputStream, out), failed]);
    await writing;
  } catch (error) {
    document.destroy();
    out.destroy();
    throw error;
  }
}
/** Writes to the document's stream; resolves once it takes more, rejects when the answer is gone. */
function writeTo(stream: PassThrough, text: string): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('the export was abandoned'));
  if (stream.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error('the export was abandoned'));
    stream.once('close', gone);
    stream.once('drain', () => {
      stream.off('close', gone);
      resolve();
    });
  });
}

/** A privacy event records the export once its document is written (counts only, no personal data). */
async function recordExport(
  ctx: ApiContext,
  e: { requestedBy: 'SELF' | 'ADMIN'; role: string; rows: number; files: number; now: string },
): Promise<void> {
  await ctx.db
    .insertInto('privacy_events')
    .values({
      kind: 'EXPORT',
      requested_by: e.requestedBy,
      role: e.role,
      rows: e.rows,
      files: e.files,
      created_at: e.now,
    })
    .execute();
}

/** A stored file's bytes as a stream, when yazl reaches its entry; a file gone since reads as empty. */
function openFile(
  ctx: ApiContext,
  file: PersonalFile,
  zip: ZipFile,
  done: (error: unknown, stream: NodeJS.ReadableStream) => void,
) {
  const open = async (): Promise<Readable> => {
    if (ctx.storage.stream) {
      const stored = await ctx.storage.stream(file.key);
      if (stored) return stored.body;
    } else {
      const bytes = await ctx.storage.get(file.key);
      if (bytes) return Readable.from([Buffer.from(bytes)]);
    }
    return Readable.from([]);
  };
  open().then(
    (stream) => {
      stream.on('error', (error) => zip.emit('error', error));
      done(null, stream);
    },
    (error) => done(error, undefined as never),
  );
}
