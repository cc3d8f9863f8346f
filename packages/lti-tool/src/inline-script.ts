import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptJson } from './html';

/**
 * A page's inline script is a typed browser module, `<name>.inline.ts`, whose `start(data)` the page runs with
 * its data (the launch page's configuration, the app's first reads). The module is bundled and minified into one
 * classic script: by the compiled server's build (host-demo's `scripts/build-server.ts` puts every module's text
 * in `MODKIT_INLINE_SCRIPTS`), or, run from the sources (`npm start` in development, the tests), with esbuild on
 * first use. The page's Content-Security-Policy allows it by the response's nonce.
 */

/** The texts the compiled server was built with, by module (a path from the packages folder); unset in the sources. */
declare const MODKIT_INLINE_SCRIPTS: Record<string, string> | undefined;

/** Where the page's data goes in a built script: `start`'s argument (a global name, which no minifier renames). */
const DATA = '__MODKIT_PAGE_DATA__';

/** The modules' suffix. */
export const INLINE_MODULE = '.inline.ts';

/** The workspace's packages folder (this file is `lti-tool/src/inline-script.ts`). */
const packagesDir = () => join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** esbuild's options for an inline script: one minified classic script, for the browsers the widgets' loader runs in. */
const BUILD_OPTIONS = [
  '--bundle',
  '--minify',
  '--format=iife',
  '--target=es2020',
  '--platform=browser',
  '--conditions=source,browser,module,import',
  '--legal-comments=none',
  '--log-level=error',
  '--loader=ts',
];

/**
 * The minified text of `path`'s `start` called with the page's data (a placeholder `inlineScript` replaces).
 * esbuild is a development dependency: only the build and a server run from its sources call this. (Its command,
 * not its JS API, which refuses to run in a test's jsdom.)
 */
export function buildInlineScript(path: string): string {
  const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');
  const text = execFileSync(esbuild, [...BUILD_OPTIONS, `--sourcefile=${basename(path)} (start)`], {
    cwd: dirname(path),
    input: `import { start } from './${basename(path)}';\nstart(${DATA});`,
    encoding: 'utf8',
  }).trim();
  if (text.split(DATA).length !== 2) throw new Error(`${path}: its built script does not call start once`);
  return text;
}

/**
 * The inline script of `module` (a path from the packages folder, `lti-tool/src/launch/launch-page.inline.ts`):
 * a function of the page's data (any JSON value, written safe inside `<script>`) that gives the script's text.
 */
export function inlineScript(module: string): (data: unknown) => string {
  let parts: string[] | undefined;
  return (data) => {
    parts ??= (
      typeof MODKIT_INLINE_SCRIPTS === 'undefined'
        ? buildInlineScript(join(packagesDir(), module))
        : (MODKIT_INLINE_SCRIPTS[module] ?? missing(module))
    ).split(DATA);
    return `${parts[0]}${scriptJson(data)}${parts[1]}`;
  };
}

function missing(module: string): never {
  throw new Error(`${module}: not in the compiled server (is it named *${INLINE_MODULE}?)`);
}
