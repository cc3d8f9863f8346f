/**
 * Imports a school's own catalogue into the configured database (DATA_DIR / DATABASE_URL):
 *   npm run import-catalogue -- path/to/file-or-folder [more …]
 * Each file follows the documented catalogue format; a folder imports every *.json in it.
 */
import { statSync } from 'node:fs';
import { createApi } from '../app';
import type { CatalogueFile } from '../seed/catalogue-format';
import { importCatalogue } from '../seed/import-catalogue';
import { readCatalogueDir, readCatalogueFile } from '../seed/read-catalogue';
import { ensurePackages } from '../seed/seed-demo';

async function main(paths: string[]): Promise<void> {
  if (paths.length === 0) {
    console.error('usage: npm run import-catalogue -- <file.json|folder> [more …]');
    process.exit(2);
  }
  const files: CatalogueFile[] = [];
  for (const path of paths) {
    files.push(...(statSync(path).isDirectory() ? readCatalogueDir(path) : [readCatalogueFile(path)]));
  }
  const api = await createApi({ seedDemo: false });
  try {
    await ensurePackages(api.ctx);
    const summary = await importCatalogue(api.ctx, files);
    console.log(
      `imported ${summary.modules} modules, ${summary.projects} projects, ${summary.categories} categories and ${summary.collections} collections`,
    );
  } finally {
    await api.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
