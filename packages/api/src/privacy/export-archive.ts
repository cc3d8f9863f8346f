import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { notFound } from '../http/http-error';
import { STORAGE_UNAVAILABLE, UnavailableError } from '../http/unavailable';
import { archivePathOf, personalDataDocument } from './export-document';
import { type PersonalFile, personalFiles } from './personal-files';

/** The JSON document's name inside the archive. */
export const EXPORT_DOCUMENT_NAME = 'modkit-data.json';

/**
 * Answers a person's data as a zip (GET /users/export, GET /admin/users/{id}/export): `modkit-data.json`
 * (everything the api holds about them, see `export-document.ts`) and their files under `files/`, streamed
 * one after the other (never whole in memory). The storage is checked first, so a bucket that is down
 * answers 503 rather than a cut archive. A privacy event records the export (no personal data).
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
  const document = await personalDataDocument(ctx.db, userId, files, now);
  const rows = Object.values(document.sections).reduce((sum, s) => sum + s.rows.length, 0);
  await ctx.db
    .insertInto('privacy_events')
    .values({
      kind: 'EXPORT',
      requested_by: requestedBy,
      role: user.role,
      rows,
      files: files.length,
      created_at: now,
    })
    .execute();

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), EXPORT_DOCUMENT_NAME);
  for (const file of files) zip.addReadStreamLazy(archivePathOf(file), (done) => openFile(ctx, file, done));
  zip.end();
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="modkit-data-${now.slice(0, 10)}.zip"`);
  res.setHeader('Cache-Control', 'private, no-store');
  // A storage failure mid-way ends the answer (the reader sees a cut archive, which unzip refuses).
  await pipeline(zip.outputStream, res).catch(() => res.destroy());
}

/** A stored file's bytes as a stream, when yazl reaches its entry; a file gone since reads as empty. */
function openFile(
  ctx: ApiContext,
  file: PersonalFile,
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
    (stream) => done(null, stream),
    (error) => done(error, undefined as never),
  );
}
