/** Run after `vite build`: fails the build when the app's initial JavaScript is over its budget. */
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_KB, measureApp } from './app-sizes';

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
if (!ok) process.exit(1);
