import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { CatalogueProblems, formatProblem, validateCatalogueValue } from './catalogue-check';
import type { CatalogueFile } from './catalogue-format';
import { fileSource } from './catalogue-sources';

/**
 * The demo catalogue shipped with the api (one JSON file per category), found through the package itself so
 * that a compiled server (one bundled file elsewhere) finds it too.
 */
const DEMO_CATALOGUE_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@modkit/api/package.json')),
  'src',
  'seed',
  'catalogue',
);

/** Reads and validates one catalogue file; the error names the file and every problem with its line and field. */
export function readCatalogueFile(path: string): CatalogueFile {
  const name = basename(path);
  const loaded = fileSource(path).load();
  if ('problem' in loaded) {
    const { line, message } = loaded.problem;
    throw new Error(
      `${name}: ${message.replace('not valid JSON (', `not valid JSON (line ${line ?? '?'}: `)}`,
    );
  }
  const problems = new CatalogueProblems();
  const file = validateCatalogueValue(name, loaded.value, loaded.locate, problems);
  if (!file) {
    const lines = problems.shown.map((p) => `  ${formatProblem(p)}`);
    if (problems.count > lines.length) lines.push(`  … and ${problems.count - lines.length} more`);
    throw new Error(`${name}: not a valid catalogue file\n${lines.join('\n')}`);
  }
  return file;
}

/** Every `*.json` catalogue file of a folder, sorted by name. */
export function readCatalogueDir(dir: string = DEMO_CATALOGUE_DIR): CatalogueFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readCatalogueFile(join(dir, name)));
}
