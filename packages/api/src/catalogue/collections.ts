import type { Kysely, Selectable } from 'kysely';
import { isCurrentUserPackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { answerCache, perDatabase } from '../db/answer-cache';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { preparedQuery } from '../db/prepared-query';
import { type CollectionsTable, type Database, MODULE_COLUMNS } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';
import { forbidden } from '../http/http-error';
import { CERTIFICATE_COLUMNS, certificateAnswers, readerCertificates } from '../learning/certificate-answers';
import type { FileLinks } from '../storage/file-links';
import type { ModuleRow } from './module-card';

const COLLECTIONS_LOCKED = 'Upgrade your package to access collections.';

/**
 * 403 for a learner whose package does not open collections (mentors and admins always may): the current
 * subscription's package (as `findActivePackage` chooses it) read in one query.
 */
export async function assertCollectionsAllowed(ctx: ApiContext, role: string, userId: number): Promise<void> {
  if (role !== 'STUDENT') return;
  const [current] = await currentPackageQuery(ctx.db, { userId, now: isoNow(ctx.now) });
  if (current?.can_access_collection !== 1) throw forbidden(COLLECTIONS_LOCKED);
}

/** Whether the learner's current package opens collections (built once: it runs on every collections read). */
const currentPackageQuery = preparedQuery(
  (db: Kysely<Database>, { userId, now }: { userId: number; now: string }) =>
    db
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .select('packages.can_access_collection')
      .where('user_packages.user_id', '=', userId)
      .where((eb) => isCurrentUserPackage(eb, now))
      .orderBy('user_packages.id', 'desc')
      .limit(1),
);

/** The reader's certificates of some collections. */
const certificatesOfQuery = preparedQuery(
  (db: Kysely<Database>, { userId, ids }: { userId: number; ids: readonly number[] }) =>
    db
      .selectFrom('certificates')
      .select(['collection_id', 'path'])
      .where('user_id', '=', userId)
      .where('collection_id', 'in', ids),
);

type CollectionRow = Selectable<CollectionsTable>;
type CollectionsWindow = { direction: 'asc' | 'desc'; limit: number; offset: number };

/**
 * Pages of active collections with their sizes, reused for 30 s per database like the search's pages
 * (collections change by catalogue imports, which forget them: `forgetCollections`).
 */
const collectionPagesOf = perDatabase((ctx: ApiContext) =>
  answerCache<string, { rows: Array<CollectionRow & { size: number }>; total: number }, CollectionsWindow>({
    max: 100,
    ttlMs: 30_000,
    now: ctx.now,
    load: (_key, page) => readCollectionsPage(ctx, page),
  }),
);

export function forgetCollections(ctx: ApiContext): void {
  collectionPagesOf(ctx).clear();
}

async function readCollectionsPage(ctx: ApiContext, page: CollectionsWindow) {
  const query = ctx.db.selectFrom('collections').where('status', '=', 'ACTIVE');
  const { rows, total } = await pageAndTotal(query, page, (filtered) =>
    filtered.selectAll().orderBy('id', page.direction),
  );
  const sizes = rows.length
    ? await ctx.db
        .selectFrom('collection_modules')
        .select(['collection_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'collection_id',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy('collection_id')
        .execute()
    : [];
  const sizeOf = new Map(sizes.map((z) => [z.collection_id, Number(z.n)]));
  return { rows: rows.map((r) => ({ ...r, size: sizeOf.get(r.id) ?? 0 })), total };
}

/** One page of the active collections, each with its size and the reader's certificate (a private link). */
export async function collectionsPage(
  ctx: ApiContext,
  user: UserRow,
  links: FileLinks,
  page: CollectionsWindow,
) {
  const { rows, total } = await collectionPagesOf(ctx).get(JSON.stringify(page), page);
  const certificates = rows.length
    ? await certificatesOfQuery(ctx.db, { userId: user.id, ids: rows.map((r) => r.id) })
    : [];
  const results = await Promise.all(
    rows.map(async (c) => {
      const certificate = certificates.find((k) => k.collection_id === c.id);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        status: c.status,
        media: c.media_path ? { path: c.media_path } : null,
        no_of_modules: c.size,
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
    .select(MODULE_COLUMNS)
    .where('collection_modules.collection_id', '=', id)
    .where('modules.status', '=', 'PUBLISH')
    .orderBy('collection_modules.position')
    .execute();
  return { collection, modules };
}

/** One page of the user's certificates of completion, newest first, each with a private link of `links`. */
export async function certificatesPage(ctx: ApiContext, user: UserRow, links: FileLinks, window: PageWindow) {
  const { rows, total } = await pageAndTotal(readerCertificates(ctx, user), window, (filtered) =>
    filtered.select(CERTIFICATE_COLUMNS).orderBy('certificates.id', 'desc'),
  );
  return { results: await Promise.all(rows.map(certificateAnswers(user, links))), total };
}
