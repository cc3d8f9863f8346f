import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import type { FileLinks } from '../storage/file-links';

/** A certificate as GET /certificates answers it (the SDK's `Certificate`). */
export interface CertificateAnswer {
  id: number;
  collection_id: number;
  collection: { id: number; name: string };
  media: { path: string };
  created_at: string;
}

/** The columns of a certificate answer: the certificate's and its collection's name. */
export const CERTIFICATE_COLUMNS = [
  'certificates.id',
  'certificates.collection_id',
  'certificates.path',
  'certificates.created_at',
  'collections.name',
] as const;

/** The reader's own certificates with their collections, to narrow, select and order further. */
export const readerCertificates = (ctx: ApiContext, reader: UserRow) =>
  ctx.db
    .selectFrom('certificates')
    .innerJoin('collections', 'collections.id', 'certificates.collection_id')
    .where('certificates.user_id', '=', reader.id);

type CertificateRow = { id: number; collection_id: number; path: string; created_at: string; name: string };

/** Answers the reader's certificate rows, each file behind a link of the reader's `links` (it is private). */
export function certificateAnswers(reader: UserRow, links: FileLinks) {
  return async (row: CertificateRow): Promise<CertificateAnswer> => ({
    id: row.id,
    collection_id: row.collection_id,
    collection: { id: row.collection_id, name: row.name },
    media: { path: await links(row.path, reader.id) },
    created_at: row.created_at,
  });
}
