/**
 * The built code the embed bench serves, in its own temporary folder: the widgets' script-tag build (built
 * in place as the e2e tests' server builds it when missing or stale, then copied so that another build
 * cannot change it mid-run) and the standalone app (a production Vite build into the bench's folder, as the
 * e2e runs build theirs with APP_DIST_DIR).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWidgetBundles } from '../../packages/host-demo/src/server/widget-bundles';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the widgets' script-tag build to `dir`/widgets and builds the app into `dir`/app; returns both. */
export function prepareBundles(dir: string): { widgetsDir: string; appDir: string } {
  const widgetsDir = join(dir, 'widgets');
  rmSync(widgetsDir, { recursive: true, force: true });
  cpSync(ensureWidgetBundles(), widgetsDir, { recursive: true });
  const appDir = join(dir, 'app');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--config', join(root, 'packages', 'host-demo', 'vite.config.ts'), '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', APP_DIST_DIR: appDir } },
  );
  if (run.status !== 0 || !existsSync(join(appDir, 'index.html')))
    throw new Error('the standalone app could not be built');
  return { widgetsDir, appDir };
}
