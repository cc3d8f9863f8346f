import type { Kysely } from 'kysely';
import type { ApiContext } from '../config/context';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/guards/authenticate';
import type { FileLinks } from '../storage/file-links';
import { CERTIFICATE_COLUMNS, type CertificateAnswer, certificateAnswers } from './certificate-answers';

/** The reader's newest certificate of a collection holding the module (built once: every module read asks). */
const coveringQuery = preparedQuery(
  (db: Kysely<Database>, { userId, moduleId }: { userId: number; moduleId: number }) =>
    db
      .selectFrom('certificates')
      .innerJoin('collections', 'collections.id', 'certificates.collection_id')
      .innerJoin('collection_modules', 'collection_modules.collection_id', 'certificates.collection_id')
      .select(CERTIFICATE_COLUMNS)
      .where('certificates.user_id', '=', userId)
      .where('collection_modules.module_id', '=', moduleId)
      .orderBy('certificates.id', 'desc')
      .limit(1),
);

/**
 * The reader's own certificate that covers a module: one they hold for a collection that contains the
 * module (the newest when several do), its file behind a link signed for the reader (the file is private to
 * its owner); null when they hold none. It only reads: the collection page issues certificates.
 */
export async function certificateCoveringModule(
  ctx: ApiContext,
  reader: UserRow,
  links: FileLinks,
  moduleId: number,
): Promise<CertificateAnswer | null> {
  const [row] = await coveringQuery(ctx.db, { userId: reader.id, moduleId });
  return row ? certificateAnswers(reader, links)(row) : null;
}
