import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingDirFor } from '../../src/http/input/uploads';
import { blobOf, HTML_PAGE, SCRIPTED_SVG, TINY_PDF, TINY_PNG } from '../fixtures/files';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

// Issue 13 item 9: uploads are checked by their content, keep UTF-8 names, are refused before their
// bytes are read when the caller may not submit, and stream to disk.
let server: TestServer;
let premium: { id: number; token: string };
let free: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  const module = await ctx.db
    .selectFrom('modules')
    .select('id')
    .where('key', '=', 'black-holes')
    .executeTakeFirstOrThrow();
  premium = await createUser(ctx, { packageName: 'PREMIUM' });
  free = await createUser(ctx, { packageName: 'FREE' });
  other = await createUser(ctx, { packageName: 'PREMIUM' });
  for (const learner of [premium, free, other])
    await server.call('POST', '/modules/assign', { token: learner.token, json: { modules: [module.id] } });
});
afterAll(() => server.close());

const pendingProjectOf = async (userId: number) =>
  (
    await server.api.ctx.db
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
  ).id;

const submission = (files: Array<[Blob, string]>) => {
  const form = new FormData();
  form.append('description', 'My summary');
  for (const [blob, name] of files) form.append('documents', blob, name);
  return form;
};

describe('the profile photo', () => {
  it.each([
    ['an SVG with a script', SCRIPTED_SVG],
    ['an HTML page', HTML_PAGE],
  ])('refuses %s declared as image/png', async (_name, bytes) => {
    const form = new FormData();
    form.append('media', blobOf(bytes, 'image/png'), 'me.png');
    const res = await server.call('PATCH', '/users/profile', { token: premium.token, form });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ media: ['The photo must be a PNG, JPEG, GIF or WebP image.'] });
  });

  it('stores a real PNG under the type its content shows, whatever its name says', async () => {
    const form = new FormData();
    form.append('media', blobOf(TINY_PNG, 'text/html'), 'me.html');
    const res = await server.call('PATCH', '/users/profile', { token: premium.token, form });
    expect(res.status).toBe(200);
    expect(res.body.data.media.path).toMatch(/^\/api\/files\/avatars\/[0-9a-f]+\.png$/);
  });
});

describe('project documents', () => {
  it('refuses an HTML page declared as a PDF', async () => {
    const res = await server.call('POST', `/projects/${await pendingProjectOf(premium.id)}/submit`, {
      token: premium.token,
      form: submission([[blobOf(HTML_PAGE, 'application/pdf'), 'report.pdf']]),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.documents).toEqual([
      'Files must be PDF, PNG, JPEG, GIF or WebP images, Office or OpenDocument files, or plain text.',
    ]);
    // Nothing streamed in stays behind.
    await expect.poll(() => readdirSync(incomingDirFor(server.api.ctx.config.dataDir))).toEqual([]);
  });

  it('keeps UTF-8 file names intact and stores each file under its real type', async () => {
    const res = await server.call('POST', `/projects/${await pendingProjectOf(premium.id)}/submit`, {
      token: premium.token,
      form: submission([
        [blobOf(TINY_PNG, 'image/png'), 'é😀.png'],
        [blobOf(TINY_PDF, 'application/pdf'), 'Résumé – final.pdf'],
        [blobOf(Buffer.from('Ünïcödé notes\n'), 'text/plain'), 'notes.txt'],
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.documents).toEqual([
      expect.objectContaining({ file_name: 'é😀.png', path: expect.stringMatching(/\.png\?access=/) }),
      expect.objectContaining({
        file_name: 'Résumé – final.pdf',
        path: expect.stringMatching(/\.pdf\?access=/),
      }),
      expect.objectContaining({ file_name: 'notes.txt', path: expect.stringMatching(/\.txt\?access=/) }),
    ]);
  });

  it.each([
    ["another learner's project", () => other, () => premium, 404],
    ['a package without project submission', () => free, () => free, 400],
  ])('refuses %s before reading the files', async (_name, owner, caller, status) => {
    const id = await pendingProjectOf(owner().id);
    // A body that never finishes: the answer comes without waiting for the files.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('------x\r\nContent-Disposition: form-data; name="documents"'),
        );
      },
    });
    const res = await fetch(`${server.url}/projects/${id}/submit`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${caller().token}`,
        'Content-Type': 'multipart/form-data; boundary=----x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: expect.any(String), error: {} });
  });
});
