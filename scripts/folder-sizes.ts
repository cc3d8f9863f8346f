/**
 * Holds the api's folders to a readable size (in `npm run lint`): no folder of packages/api/src or
 * packages/api/test holds more than 30 files (its sub-folders count apart, each by its own files).
 * `tsx scripts/folder-sizes.ts [--limit 30]` prints one line per folder over the limit and exits 1 on any.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const LIMIT = limitAt >= 0 ? Number(args[limitAt + 1]) : 30;
const ROOTS = ['packages/api/src', 'packages/api/test'];

/** Every folder under a root with the number of files it holds itself. */
function folderSizes(folder: string): Array<{ folder: string; files: number }> {
  const entries = readdirSync(folder, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));
  const files = entries.filter((e) => e.isFile()).length;
  return [
    { folder, files },
    ...entries.filter((e) => e.isDirectory()).flatMap((e) => folderSizes(join(folder, e.name))),
  ];
}

const over = ROOTS.flatMap(folderSizes).filter(({ files }) => files > LIMIT);
for (const { folder, files } of over)
  console.log(`${folder}: ${files} files (more than ${LIMIT}: split it by topic)`);
if (over.length) process.exit(1);
console.log(`folder sizes: no api source or test folder holds more than ${LIMIT} files`);
