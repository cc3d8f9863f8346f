/**
 * Compiles the composed server (api, LTI tool, app and widget serving) to `dist/server/main.js` (with
 * chunks for what is imported on demand), for `NODE_ENV=production npm start`: the workspace packages are bundled from their
 * TypeScript sources; every npm dependency stays an import of node_modules (native modules, ltijs). The pages'
 * inline scripts (`*.inline.ts`, lti-tool's inline-script.ts) are built with it, minified, into its text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInlineScript, INLINE_MODULE } from '@modkit/lti-tool/inline-script';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = join(packageDir, '..');

/** The npm dependencies of the packages the server is made of (never bundled). */
function dependencies(): string[] {
  const names = new Set<string>();
  for (const pkg of ['api', 'lti-tool', 'host-demo', 'sdk', 'widgets']) {
    const json = JSON.parse(readFileSync(join(packagesDir, pkg, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...json.dependencies, ...json.peerDependencies })) {
      if (!name.startsWith('@modkit/')) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/** Every page's inline script, built, by its module's path from the packages folder. */
function inlineScripts(): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const pkg of readdirSync(packagesDir)) {
    const src = join(packagesDir, pkg, 'src');
    if (!existsSync(src)) continue;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith(INLINE_MODULE),
    );
    for (const file of files)
      scripts[relative(packagesDir, join(src, file)).split(sep).join('/')] = buildInlineScript(
        join(src, file),
      );
  }
  return scripts;
}

const started = Date.now();
await build({
  entryPoints: [join(packageDir, 'src', 'server', 'main.ts')],
  outdir: join(packageDir, 'dist', 'server'),
  bundle: true,
  // A dynamic import stays one (its code in a chunk beside main.js): what only some deployments use, such as
  // the S3 client (25 MB resident), is loaded when configured, not on every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  conditions: ['source'],
  external: dependencies(),
  define: { MODKIT_INLINE_SCRIPTS: JSON.stringify(inlineScripts()) },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`✓ the server: dist/server/main.js (${Date.now() - started} ms)`);
