import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (this file is packages/host-demo/test/deployment/build-outputs.ts). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export const readRepoFile = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8');

/** The first capture of `pattern` in a repository file, or a failure naming the file (its code moved). */
function captured(path: string, pattern: RegExp): string {
  const match = readRepoFile(path).match(pattern);
  if (!match?.[1]) throw new Error(`${path}: no match for ${pattern} (did the build or the server change?)`);
  return match[1];
}

/** `'dist', 'server', 'main.js'` → `dist/server/main.js` */
const joined = (quotedSegments: string) =>
  posix.join(...[...quotedSegments.matchAll(/'([^']+)'/g)].map((m) => m[1] as string));

/**
 * What `npm run build` writes that a server can use, read from the build scripts themselves (paths from the
 * repository's root): the compiled server's folder, the app, the widgets' two distributions.
 */
export function buildOutputs(): string[] {
  // The compiled server's folder: main.js and the chunks it imports on demand.
  const server = joined(
    captured('packages/host-demo/scripts/build-server.ts', /outdir:\s*join\(packageDir,([^)]*)\)/),
  );
  const app = captured('packages/host-demo/vite.config.ts', /outDir:[^\n]*here\('\.\/([^']+)'\)/);
  const widgets = [...readRepoFile('packages/widgets/scripts/build.ts').matchAll(/outDir:\s*'([^']+)'/g)].map(
    (m) => m[1] as string,
  );
  return [
    posix.join('packages/host-demo', server),
    posix.join('packages/host-demo', app),
    ...widgets.map((dir) => posix.join('packages/widgets', dir)),
  ];
}

/**
 * What the compiled server reads at run time, read from its code: the file `scripts/start.mjs` starts, the
 * app folder (app-bundle.ts) and the widget bundles' folder (widget-bundles.ts).
 */
export function runtimeNeeds(): string[] {
  const compiled = captured('scripts/start.mjs', /const compiled = [^\n]*new URL\('\.\.\/([^']+)'/);
  const app = joined(
    captured('packages/host-demo/src/server/app-bundle.ts', /\?\? join\(packageDir,([^)]*)\)/),
  );
  const widgets = joined(
    captured('packages/host-demo/src/server/widget-bundles.ts', /const out = join\(pkg,([^)]*)\)/),
  );
  return [compiled, posix.join('packages/host-demo', app), posix.join('packages/widgets', widgets)];
}

/** Whether `path` is `folder` or inside it. */
export const within = (path: string, folder: string): boolean =>
  path === folder || path.startsWith(`${folder.replace(/\/$/, '')}/`);
