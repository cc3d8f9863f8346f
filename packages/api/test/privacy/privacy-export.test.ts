import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF, TINY_PNG } from '../fixtures/files';
import { giveLearnerFiles } from '../fixtures/learner-files';
import { readZip } from '../fixtures/unzip';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

/**
 * Download my data (issue 27, GDPR articles 15 and 20): `GET /users/export` answers a zip with a JSON
 * document of everything the api holds about the caller and their files; a mentor's export holds only their
 * own data; an administrator exports any account from the console (`GET /admin/users/{id}/export`).
 */
let server: TestServer;
let tokens: Record<'learner' | 'mentor' | 'admin' | 'free', string>;
let learnerId: number;

const download = async (path: string, token: string) => {
  const res = await fetch(server.url + path, { headers: { Authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
type Document = {
  user_id: number;
  sections: Record<string, { about: string; rows: Record<string, unknown>[] }>;
  names: Record<string, Record<string, string>>;
  files: Array<{ kind: string; stored_path: string; file_name?: string; in_archive: string }>;
};
const documentOf = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get('modkit-data.json')!.toString()) as Document;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['learner', 'mentor', 'admin', 'free']);
  const { ctx } = server.api;
  learnerId = (
    await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'learner@modkit.test')
      .executeTakeFirstOrThrow()
  ).id;
  // A photo and a project document of the learner's, and the invoice of a paid order, so there are files.
  await giveLearnerFiles(server, { id: learnerId, token: tokens.learner }, 'bridge notes.pdf');
}, 60_000);
afterAll(() => server.close());

describe('Download my data', () => {
  it('answers a zip: the JSON document of everything held about the learner, and their files', async () => {
    const { res, bytes } = await download('/users/export', tokens.learner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="modkit-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const entries = await readZip(bytes);
    const doc = documentOf(entries);
    expect(doc.user_id).toBe(learnerId);
    const rows = (name: string) => doc.sections[name]?.rows ?? [];
    expect(rows('users')).toHaveLength(1);
    expect(rows('users')[0]).toMatchObject({
      email: 'learner@modkit.test',
      first_name: 'Maya',
      phone: '+1-4155550123',
    });
    expect(rows('users')[0]).not.toHaveProperty('password_hash');
    // What the issue lists: packages and orders, progress and reflections, ratings and likes, bookmarks,
    // comments, chats, projects, sessions, notifications, points, certificates, activity.
    for (const section of [
      'user_packages',
      'orders',
      'user_modules',
      'module_ratings',
      'comments',
      'chats',
      'user_projects',
      'user_project_documents',
      'mentor_sessions',
      'user_logins',
      'notifications',
      'points_ledger',
      'certificates',
      'activity_logs',
      'user_interests',
    ])
      expect(rows(section).length, section).toBeGreaterThan(0);
    expect(rows('user_modules').some((m) => typeof m.reflection_question_answer === 'string')).toBe(true);
    for (const section of ['user_modules', 'comments', 'notifications'])
      expect(
        rows(section).every((r) => r.user_id === learnerId),
        section,
      ).toBe(true);
    expect(Object.keys(doc.names.modules ?? {}).length).toBeGreaterThan(0);
    expect(doc.sections.users?.about).toMatch(/profile/);

    // The files: the photo, the document (as sent), the certificate and the invoice, byte for byte.
    const kinds = doc.files.map((f) => f.kind).sort();
    expect(kinds).toEqual(expect.arrayContaining(['certificate', 'invoice', 'photo', 'project-document']));
    const photo = doc.files.find((f) => f.kind === 'photo')!;
    expect(entries.get(photo.in_archive)).toEqual(TINY_PNG);
    const document = doc.files.find((f) => f.file_name === 'bridge notes.pdf')!;
    expect(entries.get(document.in_archive)).toEqual(TINY_PDF);
    for (const file of doc.files) {
      expect(entries.get(file.in_archive)?.length, file.in_archive).toBeGreaterThan(0);
      const stored = await server.api.ctx.storage.get(file.stored_path.replace('/api/files/', ''));
      expect(entries.get(file.in_archive)).toEqual(Buffer.from(stored!));
    }
  });

  it("a mentor's export holds their own data only, none of their learners'", async () => {
    const { res, bytes } = await download('/users/export', tokens.mentor);
    expect(res.status).toBe(200);
    const doc = documentOf(await readZip(bytes));
    const text = JSON.stringify(doc);
    expect(doc.sections.users?.rows).toHaveLength(1);
    expect(doc.sections.users?.rows[0]?.email).toBe('mentor@modkit.test');
    expect(text).not.toContain('learner@modkit.test');
    expect(text).not.toContain('Thompson');
    expect(doc.sections.user_modules?.rows ?? []).toEqual([]);
    expect(doc.files.filter((f) => f.kind !== 'photo')).toEqual([]);
  });

  it("an administrator exports any account's data from the console; nobody else can", async () => {
    const { res, bytes } = await download(`/admin/users/${learnerId}/export`, tokens.admin);
    expect(res.status).toBe(200);
    const doc = documentOf(await readZip(bytes));
    expect(doc.user_id).toBe(learnerId);
    expect(doc.files.length).toBeGreaterThanOrEqual(4);
    const refused = await server.call('GET', `/admin/users/${learnerId}/export`, { token: tokens.mentor });
    expect(refused).toEqual({ status: 403, body: { message: 'Forbidden', error: {} } });
    expect((await server.call('GET', '/admin/users/999999/export', { token: tokens.admin })).status).toBe(
      404,
    );
  });

  it('the admin console finds accounts by name or address', async () => {
    const found = await server.call('GET', '/admin/users?keyword=thomps', { token: tokens.admin });
    expect(found.status).toBe(200);
    expect(found.body.data.results).toEqual([
      expect.objectContaining({
        id: learnerId,
        full_name: 'Maya Thompson',
        email: 'learner@modkit.test',
        has_password: true,
      }),
    ]);
    const byMail = await server.call('GET', '/admin/users?keyword=free@modkit', { token: tokens.admin });
    expect(byMail.body.data.results.map((u: { email: string }) => u.email)).toEqual(['free@modkit.test']);
  });

  it('each export is logged as a privacy event without personal data', async () => {
    const events = await server.api.ctx.db
      .selectFrom('privacy_events')
      .selectAll()
      .where('kind', '=', 'EXPORT')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.map((e) => e.requested_by)).toEqual(expect.arrayContaining(['SELF', 'ADMIN']));
    expect(JSON.stringify(events)).not.toMatch(/modkit\.test|Maya|Thompson/);
  });
});
