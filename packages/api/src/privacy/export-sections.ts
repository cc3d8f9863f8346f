import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RowsQuery } from './export-pages';
import { USER_REFERENCES } from './user-references';

/** What each part of the export holds, in words a reader of the file understands. */
export const ABOUT: Record<string, string> = {
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
  idempotency_keys:
    'Keys your devices sent with changes made offline, and the answer each got (kept a day, so a change is never made twice).',
  module_mark_times: "When you last rated or liked each module, by your device's clock.",
  reflection_answer_history:
    'Your other reflection answers: each replaced by an answer you wrote later, or written before the one kept.',
  account_joins:
    'Requests to join an account of your school system into another account of yours, waiting for its owner to confirm.',
  user_project_documents: 'Files you sent with your projects (the files themselves are in files/).',
  chats_on_my_projects: "Everyone's messages on your projects.",
  mail_outbox: 'E-mail sent to you: subject and when (links in them were single use).',
  enquiries: 'Messages you sent through the contact forms.',
  public_likes: 'Pages you liked.',
};

/** Columns never exported: secrets that are of no use to the reader and would weaken the account. */
export const HIDDEN: Record<string, string[]> = {
  users: ['password_hash', 'token_version'],
  user_tokens: ['token_hash'],
  push_subscriptions: ['p256dh', 'auth'],
  idempotency_keys: ['fingerprint'],
};

/** One part of the export: its name and the queries of its rows, in order (the person's address given). */
export interface SectionSource {
  name: string;
  queries: (email: string) => RowsQuery[];
}

/**
 * The export's sections in the document's order: a table per column that names the person (a table named by
 * two columns is one section, the rows of the first column first), then the rows reached through the
 * person's projects, address or like marker. Rows that only point at the person from someone else's
 * record (`detach`: a mentee's super mentor) are not theirs.
 */
export function exportSections(db: Kysely<Database>, userId: number): SectionSource[] {
  const sections: SectionSource[] = [];
  for (const ref of USER_REFERENCES) {
    if (ref.erasure === 'detach') continue;
    const query = () =>
      db
        .selectFrom(ref.table as 'bookmarks')
        .selectAll()
        .where(ref.column as 'user_id', '=', userId);
    const existing = sections.find((s) => s.name === ref.table);
    if (existing) {
      const before = existing.queries;
      existing.queries = (email) => [...before(email), query()];
    } else sections.push({ name: ref.table, queries: () => [query()] });
  }
  const myProjects = db.selectFrom('user_projects').select('id').where('user_id', '=', userId);
  const linked: Record<string, (email: string) => RowsQuery> = {
    user_project_documents: () =>
      db.selectFrom('user_project_documents').selectAll().where('user_project_id', 'in', myProjects),
    chats_on_my_projects: () => db.selectFrom('chats').selectAll().where('user_project_id', 'in', myProjects),
    mail_outbox: (email) =>
      db
        .selectFrom('mail_outbox')
        .select(['subject', 'created_at', 'sent_at'])
        .where('to_address', '=', email),
    enquiries: (email) => db.selectFrom('enquiries').selectAll().where('email', '=', email),
    public_likes: () => db.selectFrom('public_likes').selectAll().where('visitor', '=', `user:${userId}`),
  };
  for (const [name, query] of Object.entries(linked))
    sections.push({ name, queries: (email) => [query(email)] });
  return sections;
}
