/**
 * Merges the chunks the script-tag widgets import statically into one shared runtime chunk
 * (`chunks/runtime-<hash>.js`), after esbuild's code splitting. esbuild makes a chunk for every set of
 * entries sharing code — about fifteen small files for the module player — and a browser fetches at most
 * six at a time from one HTTP/1.1 origin, so on a slow phone network they come in three waves of round
 * trips. One runtime chunk is one request that the loader starts alongside the widget's entry. Rollup
 * re-bundles the built ES modules (lazy chunks stay lazy and separate) and esbuild minifies the result.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import { staticImports } from './size-budgets';

/** Every chunk the entries load statically, as absolute paths. */
function staticChunks(dir: string, entries: string[]): Set<string> {
  const chunks = new Set<string>();
  const visit = (file: string) => {
    for (const spec of staticImports(file)) {
      const target = join(file, '..', spec);
      if (!chunks.has(target)) {
        chunks.add(target);
        visit(target);
      }
    }
  };
  for (const entry of entries) visit(join(dir, entry));
  return chunks;
}

/**
 * Rewrites `dir` (esbuild's split ES modules) so that each entry imports one shared `runtime` chunk;
 * answers that chunk's path relative to `dir` (`chunks/runtime-<hash>.js`).
 */
export async function mergeSharedChunks(dir: string): Promise<string> {
  const entries = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'loader.js');
  const shared = staticChunks(dir, entries);
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((entry) => [entry.replace(/\.js$/, ''), join(dir, entry)])),
    // The input is already tree-shaken by esbuild: rollup only moves code between files.
    treeshake: false,
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const out = mkdtempSync(join(tmpdir(), 'modkit-widgets-merge-'));
  let runtime = '';
  try {
    const { output } = await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      // esbuild's lazy chunks keep their name without esbuild's hash; rollup hashes the new content.
      chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
      manualChunks: (id) => (shared.has(id) ? 'runtime' : undefined),
    });
    await bundle.close();
    rmSync(join(dir, 'chunks'), { recursive: true, force: true });
    for (const entry of entries) rmSync(join(dir, entry));
    for (const file of output) {
      if (file.type !== 'chunk') continue;
      const { code } = await transform(readFileSync(join(out, file.fileName), 'utf8'), {
        format: 'esm',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
      });
      writeFileSync(join(out, file.fileName), code);
      if (file.name === 'runtime') runtime = file.fileName;
    }
    for (const name of readdirSync(out)) renameSync(join(out, name), join(dir, name));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  if (!runtime) throw new Error('no shared runtime chunk was made');
  return runtime;
}
