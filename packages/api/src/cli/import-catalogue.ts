/**
 * Imports a school's own catalogue into the configured database (DATA_DIR / DATABASE_URL):
 *   npm run import-catalogue -- path/to/file-or-folder [more …]
 * Each file follows the documented catalogue format; a folder imports every *.json in it. Progress goes to
 * stdout (a bar on a terminal, a line per 10 % otherwise); a refused catalogue exits with 1, its problems
 * (file, line, field) on stderr, and nothing imported.
 */

import { catalogueFilePaths, fileSource } from '../catalogue-import/catalogue-sources';
import { importCatalogueSources } from '../catalogue-import/import-catalogue';
import { ensurePackages } from '../seed/seed-demo';
import { commandLineApi } from './command-line-api';
import { createImportProgress } from './import-progress';

async function main(args: string[]): Promise<void> {
  if (args.length === 0) {
    console.error('usage: npm run import-catalogue -- <file.json|folder> [more …]');
    process.exit(2);
  }
  const paths = catalogueFilePaths(args);
  if (paths.length === 0) throw new Error(`no *.json catalogue file in ${args.join(', ')}`);
  const sources = paths.map(fileSource);
  const api = await commandLineApi();
  const progress = createImportProgress(process.stdout);
  const started = Date.now();
  try {
    const summary = await importCatalogueSources(api.ctx, sources, { onProgress: progress.update });
    progress.stop();
    await ensurePackages(api.ctx);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `imported ${summary.modules} modules, ${summary.projects} projects, ${summary.categories} categories and ${summary.collections} collections in ${seconds.toFixed(1)} s (${Math.round(summary.modules / Math.max(seconds, 0.001))} modules/s)`,
    );
  } finally {
    progress.stop();
    await api.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
