import type { ApiContext } from '../context';
import type { UserRow } from '../http/authenticate';
import { fileLinksFor } from './file-links';

/** A certificate as GET /certificates answers it (the SDK's `Certificate`). */
export interface CertificateAnswer {
  id: number;
  collection_id: number;
  collection: { id: number; name: string };
  media: { path: string };
  created_at: string;
}

/**
 * The reader's own certificate that covers a module: one they hold for a collection that contains the
 * module (the newest when several do), its file behind a link signed for the reader (the file is private to
 * its owner); null when they hold none. It only reads: the collection page issues certificates.
 */
export async function certificateCoveringModule(
  ctx: ApiContext,
  reader: UserRow,
  moduleId: number,
): Promise<CertificateAnswer | null> {
  const row = await ctx.db
    .selectFrom('certificates')
    .innerJoin('collections', 'collections.id', 'certificates.collection_id')
    .innerJoin('collection_modules', 'collection_modules.collection_id', 'certificates.collection_id')
    .select([
      'certificates.id',
      'certificates.collection_id',
      'certificates.path',
      'certificates.created_at',
      'collections.name',
    ])
    .where('certificates.user_id', '=', reader.id)
    .where('collection_modules.module_id', '=', moduleId)
    .orderBy('certificates.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    collection_id: row.collection_id,
    collection: { id: row.collection_id, name: row.name },
    media: { path: await fileLinksFor(ctx, reader)(row.path, reader.id) },
    created_at: row.created_at,
  };
}
