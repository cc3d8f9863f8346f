/**
 * Where the embed bench finds h5p-standalone's `dist` (main.bundle.js, frame.bundle.js, styles): the
 * installed package when there is one, else the registry's tarball of the same version, fetched once by npm's
 * own client (`npm pack`, no install scripts run) into the bench's temporary folder. The package is not a
 * dependency because its preinstall script (`npx only-allow yarn`) makes `npm install` and `npm ci` fail.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const H5P_STANDALONE_VERSION = '3.8.2';

/** The folder holding main.bundle.js; undefined when neither the package nor the registry has it. */
export function h5pStandaloneDist(cacheDir: string): string | undefined {
  try {
    const installed = dirname(createRequire(import.meta.url).resolve('h5p-standalone/package.json'));
    if (existsSync(join(installed, 'dist', 'main.bundle.js'))) return join(installed, 'dist');
  } catch {
    // Not installed: the tarball below.
  }
  const unpacked = join(cacheDir, `h5p-standalone-${H5P_STANDALONE_VERSION}`);
  const dist = join(unpacked, 'package', 'dist');
  if (existsSync(join(dist, 'main.bundle.js'))) return dist;
  try {
    mkdirSync(unpacked, { recursive: true });
    const tarball = execFileSync(
      'npm',
      ['pack', `h5p-standalone@${H5P_STANDALONE_VERSION}`, '--pack-destination', unpacked, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ).trim();
    execFileSync('tar', ['xzf', join(unpacked, tarball), '-C', unpacked]);
  } catch (error) {
    console.error(`h5p-standalone ${H5P_STANDALONE_VERSION} is not available: ${(error as Error).message}`);
    return undefined;
  }
  return existsSync(join(dist, 'main.bundle.js')) ? dist : undefined;
}
