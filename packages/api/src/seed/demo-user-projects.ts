import type { Insertable } from 'kysely';
import type { UserModulesTable, UserProjectsTable } from '../db/schema';
import type { DemoHistoryScope, DemoModule, DemoProject } from './demo-history-scope';

/**
 * The user-project records: assigning a module opens one (PENDING) per project of the module; the PREMIUM
 * learner submitted the mini project of their first module, which is returned (if that module has one).
 */
export async function insertDemoUserProjects(
  { trx, people, iso }: DemoHistoryScope,
  projects: DemoProject[],
  userModules: Array<Insertable<UserModulesTable>>,
  learnerModules: DemoModule[],
): Promise<DemoProject | undefined> {
  const projectsOf = new Map<number, DemoProject[]>();
  for (const p of projects) projectsOf.set(p.module_id, [...(projectsOf.get(p.module_id) ?? []), p]);
  const miniProject = projects.find(
    (p) => p.module_id === learnerModules[0]!.id && p.type === 'MINI_PROJECT',
  );
  const userProjects: Array<Insertable<UserProjectsTable>> = [];
  for (const um of userModules) {
    for (const project of projectsOf.get(um.module_id) ?? []) {
      const submitted = um.user_id === people.learner && project.id === miniProject?.id;
      userProjects.push({
        user_id: um.user_id,
        project_id: project.id,
        module_id: project.module_id,
        status: submitted ? 'SUBMITTED' : 'PENDING',
        description: submitted
          ? 'I tried the experiment with three variations and wrote down what changed each time.'
          : null,
        link: submitted ? 'https://example.org/maya/project' : null,
        submitted_at: submitted ? iso(4) : null,
        created_at: um.created_at,
        updated_at: submitted ? iso(4) : um.created_at,
      });
    }
  }
  for (let i = 0; i < userProjects.length; i += 500) {
    await trx
      .insertInto('user_projects')
      .values(userProjects.slice(i, i + 500))
      .execute();
  }
  return miniProject;
}
