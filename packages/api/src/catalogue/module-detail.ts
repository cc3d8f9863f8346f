import type { ApiContext } from '../config/context';
import { countRows } from '../db/page-query';
import type { UserRow } from '../http/guards/authenticate';
import { editorItems } from './module-card';

/** A module's tabs in their order, with their editor contents. */
export async function moduleTabs(ctx: ApiContext, moduleId: number) {
  const tabs = await ctx.db
    .selectFrom('module_tabs')
    .selectAll()
    .where('module_id', '=', moduleId)
    .orderBy('position')
    .execute();
  return tabs.map((t) => ({
    id: t.id,
    name: t.name,
    position: t.position,
    contents: editorItems(t.contents),
  }));
}

/** A learner's submissions for a module's projects. */
export const userProjectsOf = (ctx: ApiContext, userId: number, moduleId: number) =>
  ctx.db
    .selectFrom('user_projects')
    .selectAll()
    .where((eb) => eb.and({ user_id: userId, module_id: moduleId }))
    .execute();

/**
 * A module's projects with the viewer's submissions (when the module is theirs); the contents only for
 * a viewer who may read them.
 */
export async function moduleProjects(
  ctx: ApiContext,
  viewerId: number,
  moduleId: number,
  access: { assigned: boolean; mayReadContent: boolean },
) {
  const projects = await ctx.db
    .selectFrom('projects')
    .selectAll()
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  const mine = access.assigned ? await userProjectsOf(ctx, viewerId, moduleId) : [];
  return projects.map((p) => ({
    id: p.id,
    module_id: p.module_id,
    name: p.name,
    type: p.type,
    content: access.mayReadContent ? editorItems(p.content) : [],
    usersprojects: mine.filter((u) => u.project_id === p.id),
  }));
}

/** A mentor's module allowance: how many more they may open, and the modules they have. */
export async function mentorViewedAndRemaining(ctx: ApiContext, mentor: UserRow) {
  const viewed = await ctx.db
    .selectFrom('user_modules')
    .select('module_id')
    .where('user_id', '=', mentor.id)
    .execute();
  return {
    remaining_module:
      mentor.allowed_modules === -1 ? -1 : Math.max(0, mentor.allowed_modules - viewed.length),
    viewed_modules: viewed.map((v) => v.module_id),
  };
}

/** A random published module with a reflection question; null when there is none. */
export async function randomFeatureQuestion(ctx: ApiContext) {
  const base = ctx.db
    .selectFrom('modules')
    .where('status', '=', 'PUBLISH')
    .where('reflection_question', 'is not', null)
    .where('reflection_question', '!=', '');
  const count = await countRows(base);
  if (count === 0) return null;
  const row = await base
    .select(['id', 'name', 'reflection_question', 'language'])
    .orderBy('id')
    .offset(Math.floor(Math.random() * count))
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    question: row.reflection_question,
    module: { id: row.id, name: row.name },
    language: row.language,
  };
}
