import {
  ApiError,
  addComment,
  assignModules,
  createClient,
  createMemoryStorage,
  createSessionStore,
  getComments,
  getModule,
  getMyProjects,
  getTotalPoints,
  login,
  logout,
  SESSION_EXPIRED_MESSAGE,
  searchModules,
  submitModuleProject,
  submitReflectionAnswer,
  updateModuleProgress,
} from '@modkit/sdk';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../fixtures/server-for-file';

const server = serverForFile({ seedDemo: true });

function sdk() {
  const session = createSessionStore({ storage: createMemoryStorage() });
  const client = createClient({ baseURL: server().url, session, currentPath: () => '/my-library' });
  return { session, client };
}

describe('the SDK against the real api on the demo catalogue', () => {
  it('walks a PREMIUM learner through a module: search, assign, progress, reflection, project, discussion, points', async () => {
    const { client, session } = sdk();
    const { user } = await login(client, {
      email: 'learner@modkit.test',
      password: 'Demo-pass-1',
      recaptchaResponse: 'dev',
    });
    expect(session.getState()).toMatchObject({ isAuthenticated: true, user_type: 'STUDENT' });
    expect(user.email).toBe('learner@modkit.test');
    const pointsBefore = (await getTotalPoints(client)).points;

    const { results, total } = await searchModules(client, { keyword: 'printing' });
    expect(total).toBeGreaterThanOrEqual(1);
    const target = results.find((m) => m.name === '3D Printing Explained');
    expect(target).toBeDefined();
    await assignModules(client, [target!.id]);
    const module = await getModule(client, target!.id, { include: 'projects,tabs' });
    expect(module.tabs?.[0]?.contents[0]?.html).toContain('Additive manufacturing');

    const firstSave = await updateModuleProgress(client, module.id, {
      completed_percentage: 33,
      completed_tab: 1,
    });
    expect(firstSave).toMatchObject({ module: { completed_percentage: 33 }, pointsAwarded: 50 });
    // The Get-the-Idea points come once: the saves after 33 % earn nothing more.
    const lastSave = await updateModuleProgress(client, module.id, {
      completed_percentage: 100,
      completed_tab: 3,
    });
    expect(lastSave).toMatchObject({ module: { completed_percentage: 100 }, pointsAwarded: 0 });
    const answered = await submitReflectionAnswer(client, module.id, 'A replacement knob for our oven.');
    expect(answered.reflection_question_answer).toBe('A replacement knob for our oven.');

    const mini = module.projects?.find((p) => p.type === 'MINI_PROJECT');
    const submitted = await submitModuleProject(client, module.id, mini!.id, {
      description: 'Ten cardboard layers make a cone.',
      documents: [new File(['layer notes'], 'notes.txt', { type: 'text/plain' })],
    });
    expect(submitted).toMatchObject({ status: 'SUBMITTED', documents: [{ file_name: 'notes.txt' }] });
    expect((await getMyProjects(client)).results.map((p) => p.project?.name)).toContain('Build in Layers');

    await addComment(client, { module_id: module.id, message: 'Printed my first layer!' });
    expect((await getComments(client, module.id)).results[0]?.message).toBe('Printed my first layer!');

    // Get the Idea 50 + reflection 50 + mini project 100.
    expect((await getTotalPoints(client)).points).toBe(pointsBefore + 200);
  });

  it('refuses what the FREE package does not include, with the spec text', async () => {
    const { client } = sdk();
    await login(client, { email: 'free@modkit.test', password: 'Demo-pass-1', recaptchaResponse: 'dev' });
    const { results } = await searchModules(client, { keyword: 'bridges' });
    await assignModules(client, [results[0]!.id]);
    const error = await submitReflectionAnswer(client, results[0]!.id, 'answer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
    );
  });

  it('emits the session-expired text when the server no longer accepts the token', async () => {
    const { client, session } = sdk();
    await login(client, { email: 'mentor@modkit.test', password: 'Demo-pass-1', recaptchaResponse: 'dev' });
    const token = session.getState().user!.token;
    const expired: string[] = [];
    client.on('session-expired', (e) => expired.push(e.message));
    // Log the same token out elsewhere (another tab), then use it here.
    await fetch(`${server().url}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await expect(searchModules(client, {})).rejects.toBeInstanceOf(ApiError);
    expect(expired).toEqual([SESSION_EXPIRED_MESSAGE]);
    expect(session.getState().isAuthenticated).toBe(false);
    await logout(client).catch(() => undefined);
  });
});
