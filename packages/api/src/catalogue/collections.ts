import { findActivePackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import type { UserRow } from '../http/authenticate';
import { forbidden } from '../http/http-error';
import { CERTIFICATE_COLUMNS, certificateAnswers, readerCertificates } from '../learning/certificate-answers';
import { fileLinksFor } from '../storage/file-links';
import type { ModuleRow } from './module-card';

export const COLLECTIONS_LOCKED = 'Upgrade your package to access collections.';

/** 403 for a learner whose package does not open collections (mentors and admins always may). */
export async function assertCollectionsAllowed(ctx: ApiContext, role: string, userId: number): Promise<void> {
  if (role !== 'STUDENT') return;
  const active = await findActivePackage(ctx.db, userId, isoNow(ctx.now));
  if (active?.package.can_access_collection !== 1) throw forbidden(COLLECTIONS_LOCKED);
}

/** Module counts and the reader's certificates of some collections. */
async function sizesAndCertificates(ctx: ApiContext, userId: number, ids: number[]) {
  if (!ids.length) return [[], []] as const;
  return Promise.all([
    ctx.db
      .selectFrom('collection_modules')
      .select(['collection_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('collection_id', 'in', ids)
      .groupBy('collection_id')
      .execute(),
    ctx.db
      .selectFrom('certificates')
      .select(['collection_id', 'path'])
      .where('user_id', '=', userId)
      .where('collection_id', 'in', ids)
      .execute(),
  ]);
}

/** One page of the active collections, each with its size and the reader's certificate (a private link). */
export async function collectionsPage(
  ctx: ApiContext,
  user: UserRow,
  page: { direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const query = ctx.db.selectFrom('collections').where('status', '=', 'ACTIVE');
  const { rows, total } = await pageAndTotal(query, page, (filtered) =>
    filtered.selectAll().orderBy('id', page.direction),
  );
  const [sizes, certificates] = await sizesAndCertificates(
    ctx,
    user.id,
    rows.map((r) => r.id),
  );
  const links = fileLinksFor(ctx, user);
  const results = await Promise.all(
    rows.map(async (c) => {
      const certificate = certificates.find((k) => k.collection_id === c.id);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        status: c.status,
        media: c.media_path ? { path: c.media_path } : null,
        no_of_modules: Number(sizes.find((s) => s.collection_id === c.id)?.n ?? 0),
        hasCertificate: certificate ? { ...certificate, path: await links(certificate.path, user.id) } : null,
      };
    }),
  );
  return { results, total };
}

/** An active collection and its published modules in their order; undefined when there is none. */
export async function collectionWithModules(ctx: ApiContext, id: number) {
  const collection = await ctx.db
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!collection) return undefined;
  const modules: ModuleRow[] = await ctx.db
    .selectFrom('collection_modules')
    .innerJoin('modules', 'modules.id', 'collection_modules.module_id')
    .selectAll('modules')
    .where('collection_modules.collection_id', '=', id)
    .where('modules.status', '=', 'PUBLISH')
    .orderBy('collection_modules.position')
    .execute();
  return { collection, modules };
}

/** One page of the user's certificates of completion, newest first, each with a private link. */
export async function certificatesPage(ctx: ApiContext, user: UserRow, window: PageWindow) {
  const { rows, total } = await pageAndTotal(readerCertificates(ctx, user), window, (filtered) =>
    filtered.select(CERTIFICATE_COLUMNS).orderBy('certificates.id', 'desc'),
  );
  return { results: await Promise.all(rows.map(certificateAnswers(ctx, user))), total };
}
