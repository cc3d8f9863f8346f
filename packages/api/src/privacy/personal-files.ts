import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storageKeyOf } from '../storage/storage';

/** One stored file of a person: what it is, its stored path and the name it had when sent (documents). */
export interface PersonalFile {
  kind: 'photo' | 'project-document' | 'certificate' | 'invoice';
  path: string;
  key: string;
  fileName?: string;
}

/**
 * Every stored file that is a person's own: the profile photo, the documents of their projects, their
 * certificates and their orders' invoices. A photo another account also shows (a shared picture) is left.
 */
export async function personalFiles(db: Kysely<Database>, userId: number): Promise<PersonalFile[]> {
  const [user, documents, certificates, invoices] = await Promise.all([
    db.selectFrom('users').select('media_path').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('user_project_documents as d')
      .innerJoin('user_projects as p', 'p.id', 'd.user_project_id')
      .select(['d.path', 'd.file_name'])
      .where('p.user_id', '=', userId)
      .execute(),
    db.selectFrom('certificates').select('path').where('user_id', '=', userId).execute(),
    db
      .selectFrom('orders')
      .select('invoice_path as path')
      .where('user_id', '=', userId)
      .where('invoice_path', 'is not', null)
      .execute(),
  ]);
  const files: PersonalFile[] = [];
  const add = (kind: PersonalFile['kind'], path: string | null, fileName?: string) => {
    const key = path ? storageKeyOf(path) : null;
    if (path && key) files.push({ kind, path, key, ...(fileName ? { fileName } : {}) });
  };
  if (user?.media_path) {
    const shared = await db
      .selectFrom('users')
      .select('id')
      .where('media_path', '=', user.media_path)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (!shared) add('photo', user.media_path);
  }
  for (const d of documents) add('project-document', d.path, d.file_name);
  for (const c of certificates) add('certificate', c.path);
  for (const i of invoices) add('invoice', i.path);
  return files;
}
