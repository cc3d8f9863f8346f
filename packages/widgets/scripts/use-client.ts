/**
 * Marks every built ES module of a folder as a client module: `"use client";` on a line of its own at the
 * top, its source map moved down that one line (a leading `;` in `mappings` is an empty first line). esbuild
 * and rollup drop a source's module-level directives when they bundle, so the build writes it afterwards.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const USE_CLIENT = '"use client";';

export function markClientModules(dir: string): string[] {
  const marked: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(file, `${USE_CLIENT}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
    marked.push(name);
  }
  return marked;
}
