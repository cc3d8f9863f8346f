import { type Client, getModuleProjects, type ProjectSubmission } from '@modkit/sdk';
import type { WriteResult } from '@modkit/sdk/offline';

/** A file's bytes in base64: the device's queue keeps JSON (sealed with the account's key). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** Where a submission goes: the module and its user-project record (a new project's, found among the module's). */
export async function submissionTarget(
  client: Client,
  moduleId: number,
  projectId: number,
): Promise<{ moduleId: number; userProjectId: number } | null> {
  const { results } = await getModuleProjects(client, moduleId);
  const record = results
    .flatMap((project) => project.usersprojects ?? [])
    .find((userProject) => userProject.project_id === projectId);
  return record ? { moduleId, userProjectId: record.id } : null;
}

/**
 * A project's submission made with no network (issue 44): kept in the account's queue with its summary, link
 * and files, and sent once (its own key) when the server can be reached.
 */
export async function queueProjectSubmission(
  target: { moduleId: number; userProjectId: number },
  submission: ProjectSubmission,
): Promise<WriteResult> {
  const files = await Promise.all(
    (submission.documents ?? []).map(async (file) => ({
      name: (file as File).name ?? 'document',
      type: file.type,
      data: await base64Of(file),
    })),
  );
  const { enqueue } = await import('./app-queue');
  return enqueue({
    kind: 'project',
    moduleId: target.moduleId,
    payload: {
      userProjectId: target.userProjectId,
      description: submission.description,
      ...(submission.link ? { link: submission.link } : {}),
      files,
    },
  });
}
