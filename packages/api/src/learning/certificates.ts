import { collectionStepsDone } from '@modkit/sdk/rules';
import { findActivePackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/authenticate';
import { awardPoints } from './points';

/** A one-page landscape certificate with the learner's name and the collection, as a real PDF. */
export async function renderCertificatePdf(
  learnerName: string,
  collectionName: string,
  issuedOn: string,
): Promise<Uint8Array> {
  // pdf-lib is loaded when a PDF is first made, not on every start (it holds 25 MB).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion — ${collectionName}`);
  pdf.setAuthor('modkit');
  const page = pdf.addPage([842, 595]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const center = (text: string, y: number, size: number, font = regular, color = rgb(0.12, 0.16, 0.22)) => {
    // Standard fonts encode WinAnsi only: replace anything else so no name can break the PDF.
    const safe = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
    page.drawText(safe, { x: (842 - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: 794,
    height: 547,
    borderColor: rgb(0.17, 0.42, 0.69),
    borderWidth: 4,
  });
  center('Certificate of Completion', 470, 36, bold, rgb(0.17, 0.42, 0.69));
  center('This certifies that', 400, 16);
  center(learnerName, 350, 32, bold);
  center('has completed every module of the collection', 300, 16);
  center(collectionName, 255, 24, bold);
  center(`Issued on ${issuedOn.slice(0, 10)}`, 150, 12);
  return pdf.save();
}

/** The path of a learner's certificate of a collection (a query: there is none until it is issued). */
const certificatePath = (ctx: ApiContext, userId: number, collectionId: number) =>
  ctx.db
    .selectFrom('certificates')
    .select('path')
    .where('user_id', '=', userId)
    .where('collection_id', '=', collectionId);

/**
 * Issues the collection's certificate when the learner has finished 'Get the Idea' (≥ 33 %) of every
 * module, answered every reflection question and verified their profile; awards the collection's
 * points once. Returns the certificate path, or null while the conditions are not met.
 */
export async function ensureCertificate(
  ctx: ApiContext,
  learner: UserRow,
  collectionId: number,
): Promise<string | null> {
  const existing = await certificatePath(ctx, learner.id, collectionId).executeTakeFirst();
  if (existing) return existing.path;
  if (learner.role !== 'STUDENT' || learner.verified !== 1) return null;
  const modules = await ctx.db
    .selectFrom('collection_modules as cm')
    .innerJoin('modules as m', 'm.id', 'cm.module_id')
    .leftJoin('user_modules as um', (join) =>
      join.onRef('um.module_id', '=', 'm.id').on('um.user_id', '=', learner.id),
    )
    .select(['m.reflection_question', 'um.completed_percentage', 'um.reflection_question_answer'])
    .where('cm.collection_id', '=', collectionId)
    .execute();
  if (!collectionStepsDone(modules)) return null;
  const collection = await ctx.db
    .selectFrom('collections')
    .select('name')
    .where('id', '=', collectionId)
    .executeTakeFirstOrThrow();
  const now = isoNow(ctx.now);
  const pdf = await renderCertificatePdf(
    `${learner.first_name} ${learner.last_name}`.trim(),
    collection.name,
    now,
  );
  const path = await ctx.storage.put('certificates', 'certificate.pdf', pdf);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('certificates')
      .values({ user_id: learner.id, collection_id: collectionId, path, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'collection_id']).doNothing())
      .execute();
    await awardPoints(trx, learner.id, 'COLLECTION', collectionId, now);
  });
  const stored = await certificatePath(ctx, learner.id, collectionId).executeTakeFirstOrThrow();
  return stored.path;
}

/**
 * Issues the certificates a learner's step in a module may have completed (every active collection that
 * holds the module), as opening the collection's page would: the step that finishes a collection gives
 * the certificate at once, so the module's completion can show it. Learners whose package has no
 * collections get none (the collection pages are closed to them).
 */
export async function issueCertificatesOfModule(
  ctx: ApiContext,
  learner: UserRow,
  moduleId: number,
): Promise<void> {
  if (learner.role !== 'STUDENT' || learner.verified !== 1) return;
  const active = await findActivePackage(ctx.db, learner.id, isoNow(ctx.now));
  if (active?.package.can_access_collection !== 1) return;
  const collections = await ctx.db
    .selectFrom('collection_modules')
    .innerJoin('collections', 'collections.id', 'collection_modules.collection_id')
    .select('collections.id')
    .where('collection_modules.module_id', '=', moduleId)
    .where('collections.status', '=', 'ACTIVE')
    .execute();
  for (const { id } of collections) await ensureCertificate(ctx, learner, id);
}
