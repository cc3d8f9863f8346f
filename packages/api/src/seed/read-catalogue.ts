import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogueFile } from './catalogue-format';

/** The demo catalogue shipped with the api (one JSON file per category). */
export const DEMO_CATALOGUE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'catalogue');

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
