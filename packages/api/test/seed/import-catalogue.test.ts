import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app';
import { CatalogueError } from '../../src/catalogue-import/catalogue-check';
import type { CatalogueFile } from '../../src/catalogue-import/catalogue-format';
import { catalogueFilePaths, fileSource } from '../../src/catalogue-import/catalogue-sources';
import { importCatalogue, importCatalogueSources } from '../../src/catalogue-import/import-catalogue';
import { commandLineApi } from '../../src/cli/command-line-api';
import { createImportProgress } from '../../src/cli/import-progress';
import { ensurePackages, seedDemoIfEmpty } from '../../src/seed/seed-demo';
import { generatedCatalogue, writeGeneratedCatalogue } from '../fixtures/generated-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

const cli = join(import.meta.dirname, '..', '..', 'src', 'cli', 'import-catalogue.ts');

/** Rows of every table a catalogue import writes. */
async function catalogueCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = [
    'categories',
    'modules',
    'module_tabs',
    'tags',
    'module_tags',
    'careers',
    'module_careers',
    'projects',
    'collections',
    'collection_modules',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.api.ctx.db,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

/** Rewrites a catalogue file (pretty-printed, as people write them) after a change to its records. */
function rewrite(path: string, change: (file: CatalogueFile) => void): string[] {
  const file = JSON.parse(readFileSync(path, 'utf8')) as CatalogueFile;
  change(file);
  const text = JSON.stringify(file, null, 2);
  writeFileSync(path, text);
  return text.split('\n');
}

/** A generated catalogue in a new folder (3 files of 30 modules), module 37 published -5 days ago. */
function catalogueWithBadRecord(): { dir: string; file: string; line: number } {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-bad-'));
  const file = writeGeneratedCatalogue(dir, 90, 30)[1]!;
  const lines = rewrite(file, (f) => {
    f.modules[7]!.publish_days_ago = -5;
  });
  return { dir, file, line: lines.findIndex((l) => l.includes('"publish_days_ago": -5')) + 1 };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
});
afterAll(() => server.close());

describe('a catalogue with a bad record', () => {
  it('is refused with the file, line and field of the record, and nothing of it is imported', async () => {
    await importCatalogue(server.api.ctx, [...generatedCatalogue(20, 20)]);
    const before = await catalogueCounts(server);
    const { dir, file, line } = catalogueWithBadRecord();
    expect(line).toBeGreaterThan(1);

    const refused = importCatalogueSources(server.api.ctx, catalogueFilePaths([dir]).map(fileSource));
    await expect(refused).rejects.toBeInstanceOf(CatalogueError);
    await expect(refused).rejects.toThrow(
      `${file}, line ${line}: modules[7].publish_days_ago (module "gen-module-37"): Too small: expected number to be >=0`,
    );
    expect(await catalogueCounts(server)).toEqual(before);
  });

  it('names the line of a duplicate key and of a collection naming an unknown module', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-keys-'));
    const [first, second] = writeGeneratedCatalogue(dir, 20, 10);
    const lines = rewrite(second!, (f) => {
      f.modules[2]!.key = 'gen-module-3';
      f.collections[0]!.modules[1] = 'no-such-module';
    });
    const duplicate = lines.findIndex((l) => l.includes('"key": "gen-module-3"')) + 1;
    const unknown = lines.findIndex((l) => l.includes('"no-such-module"')) + 1;

    const refused = importCatalogueSources(server.api.ctx, [first!, second!].map(fileSource));
    // The third: the collection still names gen-module-12, which is no longer in the catalogue.
    await expect(refused).rejects.toThrow('3 problems in the catalogue, nothing was imported:\n');
    await expect(refused).rejects.toThrow(
      `${second}, line ${duplicate}: modules[2].key (module "gen-module-3"): module key "gen-module-3" is used twice (also in ${first})`,
    );
    await expect(refused).rejects.toThrow(
      `${second}, line ${unknown}: collections[0].modules[1]: unknown module no-such-module`,
    );
  });

  it('as invalid JSON, is refused with its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-json-'));
    const path = join(dir, 'broken.json');
    writeFileSync(path, '{\n  "category": {\n    "key": "x",,\n  }\n}\n');
    await expect(importCatalogueSources(server.api.ctx, [fileSource(path)])).rejects.toThrow(
      `${path}, line 3: not valid JSON`,
    );
  });
});

describe('the module search after an import', () => {
  it('finds the imported modules (index filled at the end) and follows a re-import', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
    const files = [...generatedCatalogue(40, 20)].map((f, i) => ({
      ...f,
      category: { ...f.category, key: `search-${i}` },
    }));
    for (const [i, f] of files.entries()) {
      f.category.subcategories = f.category.subcategories.map((s) => ({ ...s, key: `search-${i}-${s.key}` }));
      f.collections = [];
      f.modules = f.modules.map((m, j) => ({
        ...m,
        key: `search-module-${i}-${j}`,
        subcategory: `search-${i}-${m.subcategory}`,
        name: j === 0 && i === 1 ? 'Zanzibar butterflies' : m.name,
        projects: m.projects.map((p) => ({ ...p, key: `search-${i}-${p.key}` })),
      }));
    }
    await importCatalogue(server.api.ctx, files);
    const search = async (keyword: string) =>
      (
        await server.call('GET', `/modules/search?page=1&limit=10&keyword=${keyword}`, {
          token: learner.token,
        })
      ).body.data.results.map((m: { name: string }) => m.name);
    expect(await search('zanzib')).toEqual(['Zanzibar butterflies']);

    files[1]!.modules[0]!.name = 'Quokka island';
    await importCatalogue(server.api.ctx, files);
    expect(await search('zanzib')).toEqual([]);
    expect(await search('quokka')).toEqual(['Quokka island']);

    // A module new to the database in a later import is found too (the index is filled again).
    files[0]!.modules.push({
      ...files[0]!.modules[1]!,
      key: 'search-okapi',
      name: 'Okapi tracks',
      projects: [],
    });
    await importCatalogue(server.api.ctx, files);
    expect(await search('okapi')).toEqual(['Okapi tracks']);
  });
});

describe('the demo seed after an import', () => {
  it('writes its history over the demo catalogue only, none on the imported modules', async () => {
    const fresh = await startTestServer();
    try {
      const { ctx } = fresh.api;
      await importCatalogue(ctx, [...generatedCatalogue(60, 30)]);
      expect(await seedDemoIfEmpty(ctx)).toBe(true);
      const touched = async (table: string) => {
        const { rows } = await sql<{ imported: number; demo: number }>`
          select sum(case when m.key like 'gen-module-%' then 1 else 0 end) as imported,
                 sum(case when m.key like 'gen-module-%' then 0 else 1 end) as demo
          from ${sql.table(table)} t join modules m on m.id = t.module_id`.execute(ctx.db);
        return { imported: Number(rows[0]?.imported ?? 0), demo: Number(rows[0]?.demo ?? 0) };
      };
      for (const table of ['module_views', 'user_modules', 'module_ratings', 'bookmarks', 'user_projects']) {
        const counts = await touched(table);
        expect({ table, imported: counts.imported }).toEqual({ table, imported: 0 });
        expect(counts.demo).toBeGreaterThan(0);
      }
      const viewed = await ctx.db
        .selectFrom('modules')
        .select((eb) => eb.fn.max('views').as('views'))
        .where('key', 'like', 'gen-module-%')
        .executeTakeFirstOrThrow();
      expect(Number(viewed.views)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('progress', () => {
  it('prints a plain line per 10 % with modules/s and the time left when the output is not a terminal', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = createImportProgress({ isTTY: false, write: (t: string) => lines.push(t) }, () => clock);
    for (let done = 0; done <= 1000; done += 50) {
      clock = done * 10; // 100 modules a second
      progress.update({ done, total: 1000, modules: done });
    }
    progress.stop();
    expect(lines).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
        (t) =>
          `importing: ${t * 10} % (${(t * 100).toLocaleString('en')} modules, 100 modules/s, about ${10 - t} s left)\n`,
      ),
    );
  });

  it('draws a bar with modules/s and the time left on a terminal', () => {
    let output = '';
    const terminal = {
      isTTY: true,
      columns: 120,
      write: (t: string) => {
        output += t;
        return true;
      },
      cursorTo: () => true,
      clearLine: () => true,
      clearScreenDown: () => true,
      moveCursor: () => true,
      on: () => terminal,
      removeListener: () => terminal,
    };
    const progress = createImportProgress(terminal);
    progress.update({ done: 0, total: 1000, modules: 0 });
    progress.update({ done: 500, total: 1000, modules: 500 });
    progress.stop();
    expect(output).toMatch(/importing \[.*\] 50% \| 500 modules \| [\d,]+ modules\/s \| .+ left/);
  });
});

describe('npm run import-catalogue', () => {
  const run = (dataDir: string, path: string) =>
    spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', cli, path], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      encoding: 'utf8',
    });

  it('shows a line per 10 % in a log, then what it imported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-cli-'));
    writeGeneratedCatalogue(join(dir, 'files'), 200, 100);
    const result = run(join(dir, 'data'), join(dir, 'files'));
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.map((l) => /^importing: (\d+) %/.exec(l)?.[1]).filter(Boolean)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100',
    ]);
    expect(lines.at(-1)).toMatch(
      /^imported 200 modules, 400 projects, 8 categories and 2 collections in [\d.]+ s \(\d+ modules\/s\)$/,
    );
  }, 60_000);

  it('starts no background worker (no mail worker, no push sender), whatever SMTP_URL and the keys say', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-cli-'));
    const api = await commandLineApi({ dataDir, databaseUrl: undefined, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect(api.mailSender).toBeNull();
      expect(api.ctx.push).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('exits with 1 on a bad record, naming the file and line, with nothing imported', async () => {
    const { dir, file, line } = catalogueWithBadRecord();
    const dataDir = join(dir, 'data');
    const result = run(dataDir, dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${file}, line ${line}: modules[7].publish_days_ago (module "gen-module-37")`,
    );
    expect(result.stderr).toContain('nothing was imported');
    const api = await createApi({ dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
    try {
      const modules = await api.ctx.db
        .selectFrom('modules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(modules.n)).toBe(0);
    } finally {
      await api.close();
    }
  }, 60_000);
});
