import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PersonalFile } from './personal-files';
import { USER_REFERENCES } from './user-references';

/** What each part of the export holds, in words a reader of the file understands. */
const ABOUT: Record<string, string> = {
  users: 'Your profile as stored (the password is kept only as a one-way hash and is not included).',
  user_tokens:
    'Single-use links sent to you (verification, password reset, account deletion): when made and used.',
  user_logins: 'Your sign-ins: the device id the app sent, when you signed in and out.',
  user_packages: 'Your packages (subscriptions): what is left of each and when it ends.',
  user_modules:
    'Modules you took: progress, the tab you reached, your reflection answers, who assigned them.',
  user_projects: 'Your projects: status, summary, link and when you submitted them.',
  chats: 'Messages you wrote on projects.',
  comments: 'Your comments under modules.',
  bookmarks: 'Modules you bookmarked.',
  module_ratings: 'Your ratings and likes of modules (-10, 1 or 10).',
  module_views: 'Modules you opened, and when.',
  certificates: 'Certificates issued to you.',
  notifications: 'Notifications sent to you.',
  activity_logs: 'Minutes of learning you logged.',
  points_ledger: 'Points you earned, for what and when.',
  mentor_learners: 'Your links between mentors and learners (ids only).',
  user_interests: 'The topics you chose as interests.',
  upgrade_requests: 'Your requests for more access.',
  push_subscriptions: 'Browsers you allowed to show notifications (their push addresses).',
  mentor_sessions: 'Mentor sessions you took part in.',
  dashboard_access: 'Dashboard widgets an administrator showed or hid for you.',
  orders: 'Your orders and payments.',
  lti_identities: 'The school systems (LMS) and sign-in providers you came from, with their id for you.',
  lti_context_members: 'The courses of your school system you were part of.',
  user_project_documents: 'Files you sent with your projects (the files themselves are in files/).',
  chats_on_my_projects: "Everyone's messages on your projects.",
  mail_outbox: 'E-mail sent to you: subject and when (links in them were single use).',
  enquiries: 'Messages you sent through the contact forms.',
  public_likes: 'Pages you liked.',
};

/** Columns never exported: secrets that are of no use to the reader and would weaken the account. */
const HIDDEN: Record<string, string[]> = {
  users: ['password_hash', 'token_version'],
  user_tokens: ['token_hash'],
  push_subscriptions: ['p256dh', 'auth'],
};

export interface ExportSection {
  about: string;
  rows: Record<string, unknown>[];
}

/** The JSON document of everything the api holds about one person (GET /users/export), files listed. */
export interface PersonalDataDocument {
  format: 'modkit-personal-data';
  version: 1;
  exported_at: string;
  user_id: number;
  sections: Record<string, ExportSection>;
  /** Names of the catalogue entries the rows refer to by id (modules, projects, packages, collections, topics). */
  names: Record<string, Record<number, string>>;
  files: Array<{ kind: PersonalFile['kind']; stored_path: string; file_name?: string; in_archive: string }>;
}

/** The document (files listed with their place in the archive: `files/<kind>/<name>`). */
export async function personalDataDocument(
  db: Kysely<Database>,
  userId: number,
  files: PersonalFile[],
  nowIso: string,
): Promise<PersonalDataDocument> {
  const sections: Record<string, ExportSection> = {};
  const add = (name: string, rows: Record<string, unknown>[]) => {
    const hidden = HIDDEN[name] ?? [];
    const shown = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))),
    );
    const existing = sections[name];
    if (existing) existing.rows.push(...shown);
    else sections[name] = { about: ABOUT[name] ?? name, rows: shown };
  };
  for (const ref of USER_REFERENCES) {
    // Rows that only point at the person from someone else's record (a mentee's super mentor) are not theirs.
    if (ref.erasure === 'detach') continue;
    const table = ref.table as 'bookmarks';
    add(
      ref.table,
      await db
        .selectFrom(table)
        .selectAll()
        .where(ref.column as 'user_id', '=', userId)
        .execute(),
    );
  }
  const email = (sections.users?.rows[0]?.email as string | undefined) ?? '';
  await addLinkedRows(db, userId, email, add);
  return {
    format: 'modkit-personal-data',
    version: 1,
    exported_at: nowIso,
    user_id: userId,
    sections,
    names: await catalogueNames(db, sections),
    files: files.map((f) => ({
      kind: f.kind,
      stored_path: f.path,
      ...(f.fileName ? { file_name: f.fileName } : {}),
      in_archive: archivePathOf(f),
    })),
  };
}

/** Where a file goes in the archive: `files/<kind>/<stored name>`. */
export function archivePathOf(file: PersonalFile): string {
  return `files/${file.kind}/${file.key.split('/').pop()}`;
}

/** Rows reached through the person's projects, address or like marker rather than a user column. */
async function addLinkedRows(
  db: Kysely<Database>,
  userId: number,
  email: string,
  add: (name: string, rows: Record<string, unknown>[]) => void,
): Promise<void> {
  const myProjects = db.selectFrom('user_projects').select('id').where('user_id', '=', userId);
  add(
    'user_project_documents',
    await db
      .selectFrom('user_project_documents')
      .selectAll()
      .where('user_project_id', 'in', myProjects)
      .execute(),
  );
  add(
    'chats_on_my_projects',
    await db.selectFrom('chats').selectAll().where('user_project_id', 'in', myProjects).execute(),
  );
  add(
    'mail_outbox',
    await db
      .selectFrom('mail_outbox')
      .select(['subject', 'created_at', 'sent_at'])
      .where('to_address', '=', email)
      .execute(),
  );
  add('enquiries', await db.selectFrom('enquiries').selectAll().where('email', '=', email).execute());
  add(
    'public_likes',
    await db.selectFrom('public_likes').selectAll().where('visitor', '=', `user:${userId}`).execute(),
  );
}

/** The names of the modules, projects, packages, collections and topics the sections name by id. */
async function catalogueNames(
  db: Kysely<Database>,
  sections: Record<string, ExportSection>,
): Promise<Record<string, Record<number, string>>> {
  const ids = (column: string) => {
    const found = new Set<number>();
    for (const section of Object.values(sections))
      for (const row of section.rows) if (typeof row[column] === 'number') found.add(row[column] as number);
    return [...found];
  };
  const lookup = async (
    table: 'modules' | 'projects' | 'packages' | 'collections' | 'categories',
    column: string,
  ) => {
    const wanted = ids(column);
    if (!wanted.length) return {};
    const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', wanted).execute();
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  };
  return {
    modules: await lookup('modules', 'module_id'),
    projects: await lookup('projects', 'project_id'),
    packages: await lookup('packages', 'package_id'),
    collections: await lookup('collections', 'collection_id'),
    topics: await lookup('categories', 'category_id'),
  };
}
