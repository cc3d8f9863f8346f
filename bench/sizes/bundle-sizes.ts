import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { INITIAL_JS_BUDGET_KB, measureApp } from '../../packages/host-demo/scripts/app-sizes';
import { measureReactConsumer } from '../../packages/widgets/scripts/react-consumer';
import { BUDGETS_KB, measure } from '../../packages/widgets/scripts/size-budgets';
import { printTable } from '../lib/table';

const WIDGETS_EMBED = 'packages/widgets/dist/embed';
const APP_DIST = 'packages/host-demo/dist/app';
const kb = (n: number) => `${n.toFixed(2)} kB`;

/** Prints the size reports (min + gzip) of the SDK (size-limit), the script-tag widgets and the app. */
export async function benchSizes(): Promise<void> {
  console.log('\nbundle sizes (min + gzip; run after `npm run build`; budgets fail the build itself)');
  for (const pkg of ['@modkit/sdk']) {
    const result = spawnSync('npm', ['exec', '-w', pkg, '--', 'size-limit'], { encoding: 'utf8' });
    console.log(`${pkg}\n${result.stdout.trim() || result.stderr.trim()}`);
  }
  benchWidgetSizes();
  await benchReactPartner();
  benchAppSizes();
}

/** Each React component's cost in a partner's Vite app that installs the packed packages, over React alone. */
async function benchReactPartner(): Promise<void> {
  if (!existsSync('packages/widgets/dist/npm/index.js')) return;
  const report = await measureReactConsumer();
  printTable(
    `@modkit/widgets in a React app (Vite, packed packages): JavaScript before any lazy chunk, over React alone (${kb(report.reactKb)})`,
    ['import', 'cost', 'budget', 'lazy chunks'],
    report.cases.map((c) => [
      c.name,
      kb(c.costKb),
      kb(c.budgetKb),
      Object.entries(c.lazyKb)
        .map(([file, size]) => `${file.replace(/-[\w-]{8}\.js$/, '')} ${size.toFixed(1)}`)
        .join(', ') || '—',
    ]),
  );
}

function benchWidgetSizes(): void {
  if (!existsSync(`${WIDGETS_EMBED}/loader.js`)) {
    console.log('@modkit/widgets: not built (npm run build -w @modkit/widgets)');
    return;
  }
  const report = measure(WIDGETS_EMBED);
  printTable(
    '@modkit/widgets script-tag build (preact/compat)',
    ['file', 'size', 'budget'],
    [
      ['loader.js', kb(report.loader), kb(BUDGETS_KB.loader)],
      ['shared runtime', kb(report.runtime), kb(BUDGETS_KB.runtime)],
      ...Object.entries(report.widgets).map(([name, size]) => [name, kb(size), kb(BUDGETS_KB.widget)]),
      ...Object.entries(report.lazy).map(([name, size]) => [`${name} (lazy)`, kb(size), '—']),
    ],
  );
  printTable(
    'first use of a widget on a page (its entry + static imports, after the loader)',
    ['widget', 'download'],
    Object.entries(report.firstLoad).map(([name, size]) => [name, kb(size)]),
  );
}

function benchAppSizes(): void {
  const report = measureApp(APP_DIST);
  if (!report) {
    console.log('@modkit/host-demo: not built (npm run build -w @modkit/host-demo)');
    return;
  }
  printTable(
    'the standalone app (Vite, React): initial JavaScript and the lazy chunks (routes, popups)',
    ['chunk', 'own', 'download when first opened', 'budget'],
    [
      [
        'initial JavaScript (entry + static imports)',
        kb(report.initialKb),
        kb(report.initialKb),
        kb(INITIAL_JS_BUDGET_KB),
      ],
      ...report.lazy.map((chunk) => [chunk.source, kb(chunk.ownKb), kb(chunk.openKb), '—']),
    ],
  );
}
