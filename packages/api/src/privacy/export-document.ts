import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageReader } from './export-pages';
import { ABOUT, exportSections, HIDDEN } from './export-sections';
import type { PersonalFile } from './personal-files';

/**
 * The JSON document of everything the api holds about one person (GET /users/export), written piece by
 * piece as its rows are read a page at a time, never whole in memory. The bytes are those of
 * `JSON.stringify(document, null, 2)` of the document below (the format before it was streamed):
 * ```
 * { format: 'modkit-personal-data', version: 1, exported_at, user_id,
 *   sections: { <table>: { about, rows: [...] } },
 *   names: { modules|projects|packages|collections|topics: { <id>: name } },
 *   files: [{ kind, stored_path, file_name?, in_archive }] }
 * ```
 * `write` resolves when the reader is ready for more (backpressure). Answers the number of rows written.
 */
export async function writePersonalDataDocument(
  db: Kysely<Database>,
  read: PageReader,
  person: { userId: number; files: PersonalFile[]; nowIso: string },
  write: (text: string) => Promise<void>,
): Promise<number> {
  const head = JSON.stringify(
    { format: 'modkit-personal-data', version: 1, exported_at: person.nowIso, user_id: person.userId },
    null,
    2,
  );
  await write(`${head.slice(0, -2)},\n  "sections": {`);
  const referenced = new Map<string, Set<number>>(NAMED_COLUMNS.map(([, column]) => [column, new Set()]));
  let email = '';
  let rows = 0;
  const sections = exportSections(db, person.userId);
  for (const [index, section] of sections.entries()) {
    const hidden = HIDDEN[section.name] ?? [];
    const about = JSON.stringify(ABOUT[section.name] ?? section.name);
    await write(
      `${index ? ',' : ''}\n    ${JSON.stringify(section.name)}: {\n      "about": ${about},\n      "rows": [`,
    );
    let inSection = 0;
    for (const query of section.queries(email))
      for await (const page of read(query)) {
        let text = '';
        for (const row of page) {
          for (const column of hidden) delete row[column];
          for (const [column, ids] of referenced) if (typeof row[column] === 'number') ids.add(row[column]);
          if (section.name === 'users' && !inSection) email = (row.email as string | undefined) ?? '';
          text += `${inSection++ ? ',' : ''}\n        ${indented(row, 8)}`;
        }
        await write(text);
      }
    rows += inSection;
    await write(`${inSection ? '\n      ' : ''}]\n    }`);
  }
  const names = await catalogueNames(db, referenced);
  const files = person.files.map((f) => ({
    kind: f.kind,
    stored_path: f.path,
    ...(f.fileName ? { file_name: f.fileName } : {}),
    in_archive: archivePathOf(f),
  }));
  await write(`\n  },\n  "names": ${indented(names, 2)},\n  "files": ${indented(files, 2)}\n}`);
  return rows;
}

/** A value as `JSON.stringify(value, null, 2)` writes it `depth` spaces in (strings never hold a newline). */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${' '.repeat(depth)}`);
}

/** Where a file goes in the archive: `files/<kind>/<stored name>`. */
export function archivePathOf(file: PersonalFile): string {
  return `files/${file.kind}/${file.key.split('/').pop()}`;
}

/** The catalogue tables the rows name by id: the key in `names`, the table, the column of the rows. */
const NAMED_COLUMNS = [
  ['modules', 'module_id', 'modules'],
  ['projects', 'project_id', 'projects'],
  ['packages', 'package_id', 'packages'],
  ['collections', 'collection_id', 'collections'],
  ['topics', 'category_id', 'categories'],
] as const;

/** The names of the modules, projects, packages, collections and topics the sections name by id. */
async function catalogueNames(
  db: Kysely<Database>,
  referenced: Map<string, Set<number>>,
): Promise<Record<string, Record<number, string>>> {
  const names: Record<string, Record<number, string>> = {};
  for (const [key, column, table] of NAMED_COLUMNS) {
    const wanted = [...(referenced.get(column) ?? [])];
    names[key] = {};
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', 'in', wanted.slice(i, i + 500))
        .execute();
      for (const r of rows) names[key][r.id] = r.name;
    }
  }
  return names;
}
