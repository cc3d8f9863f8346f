import type { Transaction } from 'kysely';
import type { ApiContext } from '../context';
import type { Database } from '../db/schema';
import { CAREERS } from './careers';
import type { CatalogueFile } from './catalogue-format';
import { coverSvg } from './cover-svg';

const DAY_MS = 24 * 3600 * 1000;

export interface ImportSummary {
  categories: number;
  modules: number;
  projects: number;
  collections: number;
}

type Trx = Transaction<Database>;

/** The module tab's editor contents: two JSON items, the editor HTML and its CSS (part 1 §3). */
export function tabContents(html: string, css: string): string {
  return JSON.stringify([
    { type: 'html', html },
    { type: 'css', css },
  ]);
}

async function cover(ctx: ApiContext, key: string, label: string, color: string) {
  return ctx.storage.put('covers', `${key}.svg`, new TextEncoder().encode(coverSvg({ key, label, color })));
}

async function upsertCategory(
  trx: Trx,
  values: { key: string; name: string; parent_id: number | null; media_path: string },
): Promise<number> {
  const existing = await trx
    .selectFrom('categories')
    .select('id')
    .where('key', '=', values.key)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable('categories').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('categories')
    .values({ ...values, status: 'PUBLISH' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ensureCareers(trx: Trx): Promise<Map<string, number>> {
  for (const career of CAREERS) {
    const existing = await trx
      .selectFrom('careers')
      .select('id')
      .where('key', '=', career.key)
      .executeTakeFirst();
    if (!existing)
      await trx
        .insertInto('careers')
        .values({ ...career, status: 'ACTIVE' })
        .execute();
  }
  const rows = await trx.selectFrom('careers').select(['id', 'key']).execute();
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function tagId(trx: Trx, name: string): Promise<number> {
  const normalized = name.trim().toLowerCase();
  const existing = await trx
    .selectFrom('tags')
    .select('id')
    .where('name', '=', normalized)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('tags')
    .values({ name: normalized })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Imports catalogue files (the documented JSON format) in one transaction: categories, sub-categories,
 * modules with their Get-the-Idea tab, tags, careers and projects, and collections. Importing the same
 * keys again updates them in place, so learners' progress on existing modules is kept.
 */
export async function importCatalogue(ctx: ApiContext, files: CatalogueFile[]): Promise<ImportSummary> {
  const summary: ImportSummary = { categories: 0, modules: 0, projects: 0, collections: 0 };
  const now = ctx.now();
  // Covers are written before the transaction (files are not transactional; an orphan cover is harmless).
  // A module shows its sub-category's cover: one file per category and collection, never one per module.
  const covers = new Map<string, string>();
  for (const file of files) {
    const c = file.category;
    covers.set(`category:${c.key}`, await cover(ctx, c.key, c.name, c.color));
    for (const s of c.subcategories)
      covers.set(`category:${s.key}`, await cover(ctx, s.key, s.name, s.color));
    for (const k of file.collections)
      covers.set(`collection:${k.key}`, await cover(ctx, k.key, k.name, k.color));
  }

  await ctx.db.transaction().execute(async (trx) => {
    const careerIds = await ensureCareers(trx);
    const moduleIds = new Map<string, number>();
    for (const file of files) {
      const parentId = await upsertCategory(trx, {
        key: file.category.key,
        name: file.category.name,
        parent_id: null,
        media_path: covers.get(`category:${file.category.key}`) ?? '',
      });
      summary.categories++;
      const subIds = new Map<string, number>();
      for (const sub of file.category.subcategories) {
        const subId = await upsertCategory(trx, {
          key: sub.key,
          name: sub.name,
          parent_id: parentId,
          media_path: covers.get(`category:${sub.key}`) ?? '',
        });
        subIds.set(sub.key, subId);
        summary.categories++;
      }

      for (const m of file.modules) {
        const categoryId = subIds.get(m.subcategory);
        if (!categoryId) throw new Error(`module ${m.key}: unknown subcategory ${m.subcategory}`);
        const publishAt = new Date(now - m.publish_days_ago * DAY_MS).toISOString();
        const values = {
          key: m.key,
          name: m.name,
          description: m.description_html,
          media_path: covers.get(`category:${m.subcategory}`) ?? null,
          banner_text: m.banner_text ?? null,
          status: 'PUBLISH',
          publish_at: publishAt,
          reflection_question: m.reflection_question,
          link: null,
          category_id: categoryId,
        };
        const existing = await trx
          .selectFrom('modules')
          .select('id')
          .where('key', '=', m.key)
          .executeTakeFirst();
        let moduleId: number;
        if (existing) {
          moduleId = existing.id;
          await trx.updateTable('modules').set(values).where('id', '=', moduleId).execute();
        } else {
          const row = await trx
            .insertInto('modules')
            .values({ ...values, views: 0, created_at: publishAt })
            .returning('id')
            .executeTakeFirstOrThrow();
          moduleId = row.id;
        }
        moduleIds.set(m.key, moduleId);
        summary.modules++;

        await trx.deleteFrom('module_tabs').where('module_id', '=', moduleId).execute();
        await trx
          .insertInto('module_tabs')
          .values([
            {
              module_id: moduleId,
              position: 0,
              name: 'Get the idea',
              contents: tabContents(m.get_the_idea_html, m.get_the_idea_css),
            },
            { module_id: moduleId, position: 1, name: 'Mini Projects', contents: '[]' },
            { module_id: moduleId, position: 2, name: 'Skill Building projects', contents: '[]' },
          ])
          .execute();

        await trx.deleteFrom('module_tags').where('module_id', '=', moduleId).execute();
        const tagIds = new Set<number>();
        for (const tag of m.tags) tagIds.add(await tagId(trx, tag));
        if (tagIds.size) {
          await trx
            .insertInto('module_tags')
            .values([...tagIds].map((tag_id) => ({ module_id: moduleId, tag_id })))
            .execute();
        }

        await trx.deleteFrom('module_careers').where('module_id', '=', moduleId).execute();
        const careers = [...new Set(m.careers)].map((key) => {
          const id = careerIds.get(key);
          if (!id) throw new Error(`module ${m.key}: unknown career ${key}`);
          return id;
        });
        if (careers.length) {
          await trx
            .insertInto('module_careers')
            .values(careers.map((career_id) => ({ module_id: moduleId, career_id })))
            .execute();
        }

        for (const p of m.projects) {
          const project = {
            key: p.key,
            module_id: moduleId,
            name: p.name,
            type: p.type,
            content: JSON.stringify({ html: p.html, css: '' }),
          };
          const found = await trx
            .selectFrom('projects')
            .select('id')
            .where('key', '=', p.key)
            .executeTakeFirst();
          if (found) await trx.updateTable('projects').set(project).where('id', '=', found.id).execute();
          else await trx.insertInto('projects').values(project).execute();
          summary.projects++;
        }
      }
    }

    for (const file of files) {
      for (const k of file.collections) {
        const values = {
          key: k.key,
          name: k.name,
          description: k.description,
          media_path: covers.get(`collection:${k.key}`) ?? null,
          status: 'ACTIVE',
        };
        const found = await trx
          .selectFrom('collections')
          .select('id')
          .where('key', '=', k.key)
          .executeTakeFirst();
        let collectionId: number;
        if (found) {
          await trx.updateTable('collections').set(values).where('id', '=', found.id).execute();
          collectionId = found.id;
        } else {
          collectionId = (
            await trx.insertInto('collections').values(values).returning('id').executeTakeFirstOrThrow()
          ).id;
        }
        await trx.deleteFrom('collection_modules').where('collection_id', '=', collectionId).execute();
        const rows = k.modules.map((key, position) => {
          const module_id = moduleIds.get(key);
          if (!module_id) throw new Error(`collection ${k.key}: unknown module ${key}`);
          return { collection_id: collectionId, module_id, position };
        });
        await trx.insertInto('collection_modules').values(rows).execute();
        summary.collections++;
      }
    }
  });
  return summary;
}
