/**
 * Run after `vite build`: fails the build when the app's initial JavaScript is over its budget, or when a screen
 * or a shared chunk imports the offline part statically.
 */
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_KB, measureApp, offlineChunksOnScreens } from './app-sizes';

const dir = process.env.APP_DIST_DIR ?? fileURLToPath(new URL('../dist/app', import.meta.url));
const report = measureApp(dir);
if (!report) {
  console.error(`no Vite manifest in ${dir}: build the app first`);
  process.exit(1);
}
const ok = report.initialKb <= INITIAL_JS_BUDGET_KB;
console.log(
  `${ok ? '✓' : '✗'} the app's initial JavaScript: ${report.initialKb.toFixed(2)} kB / ${INITIAL_JS_BUDGET_KB} kB (min + gzip)`,
);
const leaks = offlineChunksOnScreens(dir);
console.log(
  leaks.length
    ? `✗ chunks that import the offline part statically (it must start after the screen's paints):\n  ${leaks.join('\n  ')}`
    : '✓ no screen imports the offline part statically',
);
if (!ok || leaks.length) process.exit(1);
