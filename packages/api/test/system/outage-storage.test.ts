import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_UNAVAILABLE } from '../../src/http/unavailable';
import { TINY_PDF, TINY_PNG } from '../fixtures/files';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { type S3Process, startS3Process } from '../fixtures/s3-process';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * The S3 store unreachable under load (issue 27): a real S3 server (s3rver) is stopped while clients read
 * stored files and write; uploads answer 503 with a clear message and leave no row behind, reads of stored
 * files answer 503 (not 500), readiness names the storage; once the store is back, uploads work without a
 * restart of the api.
 */
let s3: S3Process;
let server: TestServer;
let learner: { id: number; token: string };
let photoPath: string;
let projectId: number;

const photoForm = () => {
  const form = new FormData();
  form.append('media', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
  return form;
};
const submission = () => {
  const form = new FormData();
  form.append('description', 'Bridge');
  form.append('documents', new Blob([new Uint8Array(TINY_PDF)]), 'notes.pdf');
  return form;
};

beforeAll(async () => {
  s3 = await startS3Process();
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  server = await startTestServer({ storageUrl: s3.storageUrl('outage') });
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  learner = await createUser(ctx, { packageName: 'PREMIUM' });
  const modules = (await ctx.db.selectFrom('modules').select('id').orderBy('id').execute()).map((m) => m.id);
  await server.call('POST', '/modules/assign', { token: learner.token, json: { modules } });
  const saved = await server.call('PATCH', '/users/profile', { token: learner.token, form: photoForm() });
  photoPath = saved.body.data.media.path;
  projectId = (
    await ctx.db
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', learner.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

/** Clients reading the stored photo and the profile (the database) until stopped: what each answered. */
function readLoad(clients: number) {
  const statuses: Record<string, number> = {};
  let running = true;
  const loop = async () => {
    while (running) {
      for (const path of [photoPath.replace(/^\/api/, ''), '/users/profile']) {
        const res = await fetch(server.url + path, {
          headers: { Authorization: `Bearer ${learner.token}` },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        const key = `${path === '/users/profile' ? 'profile' : 'photo'} ${res?.status ?? 'no answer'}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        await res?.arrayBuffer();
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, loop));
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.runIf(usingPostgres)('the S3 store unreachable', () => {
  it('uploads and reads of stored files answer 503 with a message, no row is half-written; it works again without a restart', async () => {
    const { ctx } = server.api;
    const before = readLoad(5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const calmStatuses = { ...before.statuses };
    await s3.stop();
    const down = readLoad(5);
    await before.stop();

    const upload = await server.call('PATCH', '/users/profile', { token: learner.token, form: photoForm() });
    expect(upload).toEqual({ status: 503, body: { message: STORAGE_UNAVAILABLE, error: {} } });
    const stillPhoto = await ctx.db
      .selectFrom('users')
      .select('media_path')
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(stillPhoto.media_path).toBe(photoPath);
    const submit = await server.call('POST', `/projects/${projectId}/submit`, {
      token: learner.token,
      form: submission(),
    });
    expect(submit).toEqual({ status: 503, body: { message: STORAGE_UNAVAILABLE, error: {} } });
    const record = await ctx.db
      .selectFrom('user_projects')
      .select('status')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('PENDING');
    const documents = await ctx.db
      .selectFrom('user_project_documents')
      .select('id')
      .where('user_project_id', '=', projectId)
      .execute();
    expect(documents).toEqual([]);
    const read = await fetch(server.url + photoPath.replace(/^\/api/, ''));
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(await read.json()).toEqual({ message: STORAGE_UNAVAILABLE, error: {} });
    const ready = await server.call('GET', '/ready');
    expect(ready).toEqual({ status: 503, body: { status: 'unavailable', failing: ['storage'] } });
    await down.stop();

    await s3.start();
    const after = readLoad(5);
    const again = await server.call('PATCH', '/users/profile', { token: learner.token, form: photoForm() });
    expect(again.status).toBe(200);
    const submitted = await server.call('POST', `/projects/${projectId}/submit`, {
      token: learner.token,
      form: submission(),
    });
    expect(submitted.status).toBe(200);
    const newPhoto = await fetch(server.url + again.body.data.media.path.replace(/^\/api/, ''));
    expect(Buffer.from(await newPhoto.arrayBuffer())).toEqual(TINY_PNG);
    await after.stop();

    const outage = down.statuses;
    expect(Object.keys(outage).filter((k) => !['photo 503', 'profile 200'].includes(k))).toEqual([]);
    expect(Object.keys(after.statuses).filter((k) => !['photo 200', 'profile 200'].includes(k))).toEqual([]);
    console.log(
      `outage s3 ${JSON.stringify({ before: calmStatuses, during: outage, after: after.statuses })}`,
    );
  }, 60_000);
});
