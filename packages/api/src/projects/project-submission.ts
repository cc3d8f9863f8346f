import { findActivePackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest, notFound, validationError } from '../http/http-error';
import { awardPoints } from '../learning/points';
import { DOCUMENT_EXTENSIONS, detectAllowedType, displayFileName } from '../storage/upload-types';

/** A learner submitting a project record: who may, the documents' storage and the recorded submission. */

/** The refusals of a submission: a module not assigned, a package without projects. */
export interface SubmissionMessages {
  notAssigned: string;
  locked: string;
}

/** The learner's own record, once its module is assigned to them and their package allows submitting. */
export async function submittableRecord(
  ctx: ApiContext,
  user: UserRow,
  id: number,
  messages: SubmissionMessages,
) {
  const record = await ctx.db
    .selectFrom('user_projects')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!record) throw notFound();
  const assigned = await ctx.db
    .selectFrom('user_modules')
    .select('id')
    .where('user_id', '=', user.id)
    .where('module_id', '=', record.module_id)
    .executeTakeFirst();
  if (!assigned) throw badRequest(messages.notAssigned);
  const active = await findActivePackage(ctx.db, user.id, isoNow(ctx.now));
  if (active?.package.can_submit_project !== 1) throw badRequest(messages.locked);
  return record;
}

/** Checks each streamed file's content and moves it into storage; the display name stays as sent. */
export async function storeDocuments(ctx: ApiContext, files: Express.Multer.File[], typeMessage: string) {
  const types = await Promise.all(
    files.map((f) => detectAllowedType(f.path, DOCUMENT_EXTENSIONS, f.originalname)),
  );
  if (types.some((t) => !t)) throw validationError({ documents: typeMessage });
  const stored: Array<{ file_name: string; path: string }> = [];
  for (const [i, file] of files.entries()) {
    const path = await ctx.storage.putFile('projects', `document.${types[i]!.ext}`, file.path);
    stored.push({ file_name: displayFileName(file.originalname), path });
  }
  return stored;
}

/** What a learner submits: the summary, an optional link and the stored documents. */
export interface Submission {
  description: string;
  link: string;
  documents: Array<{ file_name: string; path: string }>;
}

/** Records a submission in one transaction (so a failure leaves no half submission) and awards its points. */
export async function recordSubmission(
  ctx: ApiContext,
  userId: number,
  record: { id: number; project_id: number },
  submission: Submission,
): Promise<void> {
  const now = isoNow(ctx.now);
  const { description, link, documents } = submission;
  const project = await ctx.db
    .selectFrom('projects')
    .select(['id', 'type'])
    .where('id', '=', record.project_id)
    .executeTakeFirstOrThrow();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_projects')
      .set({ status: 'SUBMITTED', description, link: link || null, submitted_at: now, updated_at: now })
      .where('id', '=', record.id)
      .execute();
    if (documents.length) {
      await trx
        .insertInto('user_project_documents')
        .values(documents.map((d) => ({ user_project_id: record.id, ...d })))
        .execute();
    }
    const kind = project.type === 'SKILL_BUILDING_PROJECT' ? 'SKILL_BUILDING_PROJECT' : 'MINI_PROJECT';
    await awardPoints(trx, userId, kind, project.id, now);
  });
}
