import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { readCatalogueDir, readCatalogueFile } from '../../src/catalogue-import/read-catalogue';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { ensurePackages } from '../../src/seed/seed-demo';
import { miniCatalogue } from '../fixtures/mini-catalogue';
import { serverForFile } from '../fixtures/server-for-file';
import { startTestServer } from '../support/harness';

const server = serverForFile();

describe('catalogue import', () => {
  it('imports categories, modules, tabs, tags, careers, projects and collections', async () => {
    const { ctx } = server().api;
    await ensurePackages(ctx);
    const summary = await importCatalogue(ctx, [miniCatalogue()]);
    expect(summary).toEqual({ categories: 2, modules: 2, projects: 2, collections: 1 });
    const module = await ctx.db
      .selectFrom('modules')
      .selectAll()
      .where('key', '=', 'black-holes')
      .executeTakeFirstOrThrow();
    expect(module.status).toBe('PUBLISH');
    expect(module.media_path).toMatch(/^\/api\/files\/covers\/[0-9a-f]+\.svg$/);
    const cover = await server().call('GET', module.media_path!.replace('/api', ''));
    expect(cover.status).toBe(200);
    // The module shows its sub-category's cover: labelled with it, no text drawn, no emoji.
    expect(String(cover.body)).toContain('aria-label="Space"');
    expect(String(cover.body)).not.toMatch(/<text|\p{Extended_Pictographic}/u);
    const tags = await ctx.db.selectFrom('tags').select('name').orderBy('name').execute();
    expect(tags.map((t) => t.name)).toEqual(['astronomy', 'physics']);
    const tabs = await ctx.db
      .selectFrom('module_tabs')
      .selectAll()
      .where('module_id', '=', module.id)
      .orderBy('position')
      .execute();
    expect(tabs.map((t) => t.name)).toEqual(['Get the idea', 'Mini Projects', 'Skill Building projects']);
    expect(JSON.parse(tabs[0]!.contents)).toEqual([
      { type: 'html', html: '<h2>Gravity wins</h2><p>Text.</p>' },
      { type: 'css', css: '' },
    ]);
    const packages = await ctx.db.selectFrom('packages').select('name').orderBy('position').execute();
    expect(packages.map((p) => p.name)).toEqual(['FREE', 'STARTER', 'PREMIUM', 'ELITE']);
  });

  it('updates in place on a second import and keeps ids', async () => {
    const { ctx } = server().api;
    const before = await ctx.db.selectFrom('modules').select(['id', 'key']).orderBy('id').execute();
    const changed = miniCatalogue();
    changed.modules[0]!.name = 'How Black Holes Really Form';
    await importCatalogue(ctx, [changed]);
    const after = await ctx.db.selectFrom('modules').select(['id', 'key', 'name']).orderBy('id').execute();
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect(after[0]!.name).toBe('How Black Holes Really Form');
  });

  it('refuses a module with an unknown career and writes nothing of that import', async () => {
    const { ctx } = server().api;
    const bad = miniCatalogue({ key: 'other', name: 'Other' });
    bad.category.subcategories = [{ key: 'space2', name: 'Space 2', color: '#000000', icon: '*' }];
    bad.modules = [
      { ...bad.modules[0]!, key: 'new-one', subcategory: 'space2', careers: ['astronaut-chef'] },
    ];
    bad.collections = [];
    await expect(importCatalogue(ctx, [bad])).rejects.toThrow('unknown career astronaut-chef');
    const found = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('key', '=', 'other')
      .executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('names the file and the path of every problem in an invalid file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const path = join(dir, 'broken.json');
    writeFileSync(path, JSON.stringify({ category: { key: 'Bad Key' }, modules: [] }));
    expect(() => readCatalogueFile(path)).toThrow(
      /broken\.json: not a valid catalogue file[\s\S]*category\.key/,
    );
    writeFileSync(path, '{oops');
    expect(() => readCatalogueFile(path)).toThrow('broken.json: not valid JSON');
  });
});

describe('the shipped demo catalogue', () => {
  it('has at least 40 modules in 6 categories with sub-categories, and 4 collections', () => {
    const files = readCatalogueDir();
    const modules = files.flatMap((f) => f.modules);
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.every((f) => f.category.subcategories.length >= 2)).toBe(true);
    expect(modules.length).toBeGreaterThanOrEqual(40);
    expect(new Set(modules.map((m) => m.key)).size).toBe(modules.length);
    expect(modules.every((m) => m.projects.length >= 2 && m.reflection_question.length > 10)).toBe(true);
    expect(files.flatMap((f) => f.collections).length).toBeGreaterThanOrEqual(4);
  });
});

describe('demo seed', () => {
  it('creates the demo accounts with history on an empty database, once', async () => {
    const fresh = await startTestServer({ seedDemo: true });
    try {
      const { db } = fresh.api.ctx;
      const users = await db.selectFrom('users').select(['email', 'role']).execute();
      for (const account of DEMO_ACCOUNTS) {
        expect(users).toContainEqual({ email: account.email, role: account.role });
      }
      const learner = users.find((u) => u.email === 'learner@modkit.test');
      expect(learner).toBeDefined();
      const views = await db
        .selectFrom('module_views')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(views.n)).toBeGreaterThan(50);
      const premium = await db
        .selectFrom('user_packages')
        .innerJoin('packages', 'packages.id', 'user_packages.package_id')
        .innerJoin('users', 'users.id', 'user_packages.user_id')
        .select(['packages.name'])
        .where('users.email', '=', 'learner@modkit.test')
        .executeTakeFirstOrThrow();
      expect(premium.name).toBe('PREMIUM');
    } finally {
      await fresh.close();
    }
  });
});
