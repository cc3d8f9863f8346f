import { editorItems } from '../catalogue/module-card';
import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import type { FileLinks } from '../storage/file-links';
import { userProjectsFor } from './user-project-lists';

/** A module's projects: as a learner reads them (with their records), and as administrators edit them. */

/** The columns a project form sets. */
export interface ProjectFields {
  name?: string;
  type?: string;
  content?: string;
}

const withItems = <P extends { content: string }>(row: P) => ({ ...row, content: editorItems(row.content) });

/** A module's projects, each with the learner's records of it (their documents linked by `links`). */
export async function projectsWithRecords(
  ctx: ApiContext,
  learner: UserRow,
  links: FileLinks,
  moduleId: number,
) {
  const [projects, mine] = await Promise.all([
    ctx.db.selectFrom('projects').selectAll().where('module_id', '=', moduleId).orderBy('id').execute(),
    ctx.db
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', learner.id)
      .where('module_id', '=', moduleId)
      .execute(),
  ]);
  const records = await userProjectsFor(
    ctx,
    links,
    mine.map((m) => m.id),
  );
  return projects.map((p) => ({
    id: p.id,
    module_id: p.module_id,
    name: p.name,
    type: p.type,
    content: editorItems(p.content),
    usersprojects: records.filter((r) => r.project_id === p.id),
  }));
}

/** Adds a project to a module (undefined when there is no such module); the project as answered. */
export async function createProject(ctx: ApiContext, moduleId: number, fields: ProjectFields) {
  const module = await ctx.db
    .selectFrom('modules')
    .select('id')
    .where('id', '=', moduleId)
    .executeTakeFirst();
  if (!module) return undefined;
  const row = await ctx.db
    .insertInto('projects')
    .values({
      key: `project-${moduleId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      module_id: moduleId,
      name: fields.name!,
      type: fields.type!,
      content: fields.content ?? '[]',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return withItems(row);
}

/** Changes a module's project (undefined when the module has no such project); the project as answered. */
export async function updateProject(ctx: ApiContext, moduleId: number, id: number, fields: ProjectFields) {
  const found = await ctx.db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (!found) return undefined;
  if (Object.keys(fields).length)
    await ctx.db.updateTable('projects').set(fields).where('id', '=', id).execute();
  return withItems(
    await ctx.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** Deletes a module's project; false when the module has no such project. */
export async function deleteProject(ctx: ApiContext, moduleId: number, id: number): Promise<boolean> {
  const result = await ctx.db
    .deleteFrom('projects')
    .where('id', '=', id)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
