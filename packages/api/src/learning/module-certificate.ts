import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/authenticate';
import {
  CERTIFICATE_COLUMNS,
  type CertificateAnswer,
  certificateAnswers,
  readerCertificates,
} from './certificate-answers';

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
  const row = await readerCertificates(ctx, reader)
    .innerJoin('collection_modules', 'collection_modules.collection_id', 'certificates.collection_id')
    .select(CERTIFICATE_COLUMNS)
    .where('collection_modules.module_id', '=', moduleId)
    .orderBy('certificates.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? certificateAnswers(ctx, reader)(row) : null;
}
