import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileLinks } from '../storage/file-links';

/**
 * User projects with their module, project and documents (part 1 §3 "User project submission"). The
 * documents' paths are links for the reader (`links`: the caller, whose right to the records is checked).
 */
export async function loadUserProjects(db: Kysely<Database>, ids: number[], links: FileLinks) {
  if (ids.length === 0) return [];
  const [rows, documents] = await Promise.all([
    db
      .selectFrom('user_projects as up')
      .innerJoin('projects as p', 'p.id', 'up.project_id')
      .innerJoin('modules as m', 'm.id', 'up.module_id')
      .select([
        'up.id',
        'up.user_id',
        'up.project_id',
        'up.module_id',
        'up.status',
        'up.description',
        'up.link',
        'up.submitted_at',
        'up.created_at',
        'up.updated_at',
        'p.name as project_name',
        'p.type as project_type',
        'm.name as module_name',
        'm.media_path as module_media',
      ])
      .where('up.id', 'in', ids)
      .execute(),
    db
      .selectFrom('user_project_documents')
      .selectAll()
      .where('user_project_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const owners = new Map(rows.map((r) => [r.id, r.user_id]));
  const linked = await Promise.all(
    documents.map(async (d) => ({ ...d, path: await links(d.path, owners.get(d.user_project_id)!) })),
  );
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map((r) => ({
      id: r.id,
      user_id: r.user_id,
      project_id: r.project_id,
      module_id: r.module_id,
      status: r.status,
      description: r.description,
      link: r.link,
      submitted_at: r.submitted_at,
      created_at: r.created_at,
      updated_at: r.updated_at,
      documents: linked
        .filter((d) => d.user_project_id === r.id)
        .map((d) => ({ id: d.id, file_name: d.file_name, path: d.path })),
      module: {
        id: r.module_id,
        name: r.module_name,
        media: r.module_media ? { path: r.module_media } : null,
      },
      project: { id: r.project_id, name: r.project_name, type: r.project_type },
    }));
}
