import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { notFound } from '../http/http-error';
import { STORAGE_UNAVAILABLE, UnavailableError } from '../http/unavailable';
import { archivePathOf, writePersonalDataDocument } from './export-document';
import { withPageReader } from './export-pages';
import { type PersonalFile, personalFiles } from './personal-files';

/** The JSON document's name inside the archive. */
export const EXPORT_DOCUMENT_NAME = 'modkit-data.json';

/**
 * Answers a person's data as a zip (GET /users/export, GET /admin/users/{id}/export): `modkit-data.json`
 * (everything the api holds about them, see `export-document.ts`, written as its rows are read a page at a
 * time) and their files under `files/`, streamed one after the other (never whole in memory, at the pace the
 * reader takes them). The storage is checked first, so a bucket that is down
 * answers 503 rather than a cut archive. A privacy event records the export once its document is written,
 * before the document ends (no personal data).
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
  const now = isoNow(ctx.now);
  const document = new PassThrough();
  const zip = new ZipFile();
  zip.addReadStream(document, EXPORT_DOCUMENT_NAME);
  for (const file of files)
    zip.addReadStreamLazy(archivePathOf(file), (done) => openFile(ctx, file, zip, done));
  zip.end();
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="modkit-data-${now.slice(0, 10)}.zip"`);
  res.setHeader('Cache-Control', 'private, no-store');
  // Any failure mid-way (a query, the storage, the reader leaving) aborts the connection: the answer ends
  // without HTTP's last chunk and the zip without its central directory, so the download fails and no
  // client or unzip takes the cut file for a whole one. yazl does not watch its inputs' errors: each is
  // handed to the zip here.
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  zip.on('error', (error) => fail(error));
  const writing = withPageReader(ctx.db, (read, db) =>
    writePersonalDataDocument(db, read, { userId, files, nowIso: now }, (text) => writeTo(document, text)),
  ).then(async (rows) => {
    // Recorded before the document ends: the archive cannot be complete (nor its answer) before its event is.
    await recordExport(ctx, { requestedBy, role: user.role, rows, files: files.length, now });
    document.end();
  });
  writing.catch(fail);
  await Promise.race([pipeline(zip.outputStream, res), failed])
    .then(() => writing)
    .catch(() => {
      res.destroy();
      document.destroy();
    });
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
