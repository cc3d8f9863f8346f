import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { CatalogueFile } from './catalogue-format';

/**
 * The demo catalogue shipped with the api (one JSON file per category), found through the package itself so
 * that a compiled server (one bundled file elsewhere) finds it too.
 */
export const DEMO_CATALOGUE_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@modkit/api/package.json')),
  'src',
  'seed',
  'catalogue',
);

/** Reads and validates one catalogue file; the error names the file and every problem with its path. */
export function readCatalogueFile(path: string): CatalogueFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${basename(path)}: not valid JSON (${(error as Error).message})`);
  }
  const result = CatalogueFile.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('\n');
    throw new Error(`${basename(path)}: not a valid catalogue file\n${problems}`);
  }
  return result.data;
}

/** Every `*.json` catalogue file of a folder, sorted by name. */
export function readCatalogueDir(dir: string = DEMO_CATALOGUE_DIR): CatalogueFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readCatalogueFile(join(dir, name)));
}
