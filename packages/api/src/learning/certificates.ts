import { collectionStepsDone, DEFAULT_LANGUAGE, type Language } from '@modkit/sdk/rules';
import { findActivePackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { languageOf, type ServerMessageIds, serverTexts } from '../i18n/server-texts';
import { TextDocument, type TextPlace } from '../pdf/text-document';
import { awardPoints } from './points';

/**
 * A one-page landscape certificate with the learner's name and the collection, as a real PDF: names in any
 * script (see pdf/text-document.ts), the certificate's own words in the learner's language.
 */
export async function renderCertificatePdf(
  learnerName: string,
  collectionName: string,
  issuedOn: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Uint8Array> {
  const texts = serverTexts(language);
  const words = (id: ServerMessageIds['documents'], values?: Record<string, string>) =>
    texts.t('documents', id, values);
  const doc = await TextDocument.create();
  const { rgb } = await import('pdf-lib');
  doc.pdf.setTitle(words('certificate.documentTitle', { collection: collectionName }));
  doc.pdf.setAuthor('modkit');
  doc.pdf.setLanguage(texts.language);
  const page = doc.pdf.addPage([842, 595]);
  const [blue, ink] = [rgb(0.17, 0.42, 0.69), rgb(0.12, 0.16, 0.22)];
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: blue, borderWidth: 4 });
  // The certificate's words run in the language's direction; a name in its own (its first letter's).
  const line = (text: string, y: number, size: number, style: Partial<TextPlace> = {}) =>
    doc.drawText(page, text, {
      x: 421,
      y,
      size,
      align: 'center',
      maxWidth: 742,
      direction: texts.dir,
      color: ink,
      ...style,
    });
  const name = { weight: 'bold', direction: 'auto' } as const;
  await line(words('certificate.title'), 470, 36, { weight: 'bold', color: blue });
  await line(words('certificate.certifies'), 400, 16);
  await line(learnerName, 350, 32, name);
  await line(words('certificate.completed'), 300, 16);
  await line(collectionName, 255, 24, name);
  await line(words('certificate.issued', { date: texts.day(issuedOn) }), 150, 12);
  return doc.save();
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
    languageOf(learner.language),
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
