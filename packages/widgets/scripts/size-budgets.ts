/**
 * Size budgets of the script-tag build (min + gzip), read from the built files:
 * the loader; the shared runtime (every chunk a widget loads statically that is not its own entry);
 * each widget's own entry; and uplot, which may only sit in chunks that load lazily for charts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { loader: 1.5, runtime: 35, widget: 15 } as const;

export interface SizeReport {
  loader: number;
  runtime: number;
  widgets: Record<string, number>;
  /** What the first use of each widget downloads after the loader: its entry and every static import. */
  firstLoad: Record<string, number>;
  lazy: Record<string, number>;
  uplotOutsideLazy: string[];
  /** Files loaded up front (the loader, the entries, the runtime) that hold another language's catalogue. */
  cataloguesOutsideLazy: string[];
}

/**
 * A text of each catalogue but English's (the widgets' failure line), as a bundle may hold it (as is, or with
 * its non-ASCII characters escaped): English is in the runtime, every other language a chunk loaded on demand.
 */
const OTHER_LANGUAGE_MARKERS = ['es', 'ar'].flatMap((locale) => {
  const text = (
    JSON.parse(
      readFileSync(new URL(`../../sdk/src/i18n/catalogues/${locale}/widgets.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>
  )['widget.failed']!;
  const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [text, escaped, escaped.toUpperCase().replaceAll('\\U', '\\u')];
});

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Static imports of a built ES module (`import … from "./chunks/x.js"`). */
export function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
  )) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function dynamicImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!).filter(Boolean);
}

export function measure(dir: string): SizeReport {
  const entries = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'loader.js');
  const runtime = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string, into: Set<string>) => {
    for (const spec of staticImports(file)) {
      const target = join(file, '..', spec);
      if (!into.has(target)) {
        into.add(target);
        visit(target, into);
      }
    }
  };
  for (const entry of entries) visit(join(dir, entry), runtime);
  const collectLazy = (file: string) => {
    for (const spec of dynamicImports(file)) {
      const target = join(file, '..', spec);
      if (!lazy.has(target)) {
        lazy.add(target);
        visit(target, lazy);
        collectLazy(target);
      }
    }
  };
  for (const file of [...entries.map((e) => join(dir, e)), ...runtime]) collectLazy(file);
  for (const file of runtime) lazy.delete(file);
  const widgets: Record<string, number> = {};
  const firstLoad: Record<string, number> = {};
  for (const entry of entries) {
    widgets[entry] = gz(join(dir, entry));
    const closure = new Set<string>();
    visit(join(dir, entry), closure);
    firstLoad[entry] = widgets[entry] + [...closure].reduce((sum, file) => sum + gz(file), 0);
  }
  const lazySizes: Record<string, number> = {};
  for (const file of lazy) lazySizes[relative(dir, file)] = gz(file);
  const uplotOutsideLazy = [...entries.map((e) => join(dir, e)), ...runtime]
    .filter((file) => /uPlot|u-legend|uplot/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(dir, file));
  const upFront = [join(dir, 'loader.js'), ...entries.map((e) => join(dir, e)), ...runtime];
  const cataloguesOutsideLazy = upFront
    .filter((file) => OTHER_LANGUAGE_MARKERS.some((marker) => readFileSync(file, 'utf8').includes(marker)))
    .map((file) => relative(dir, file));
  return {
    loader: gz(join(dir, 'loader.js')),
    runtime: [...runtime].reduce((sum, file) => sum + gz(file), 0),
    widgets,
    firstLoad,
    lazy: lazySizes,
    uplotOutsideLazy,
    cataloguesOutsideLazy,
  };
}

export function checkBudgets(dir: string): boolean {
  const report = measure(dir);
  const rows: Array<[string, number, number | null]> = [
    ['loader.js', report.loader, BUDGETS_KB.loader],
    ['shared runtime (preact/compat + SDK + UI)', report.runtime, BUDGETS_KB.runtime],
    ...Object.entries(report.widgets).map(([name, kb]): [string, number, number] => [
      name,
      kb,
      BUDGETS_KB.widget,
    ]),
    ...Object.entries(report.lazy).map(([name, kb]): [string, number, null] => [`${name} (lazy)`, kb, null]),
  ];
  let ok = true;
  console.log('script-tag build, min + gzip:');
  for (const [name, kb, budget] of rows) {
    const over = budget !== null && kb > budget;
    if (over) ok = false;
    console.log(
      `  ${over ? '✗' : '✓'} ${name.padEnd(48)} ${kb.toFixed(2).padStart(6)} kB${budget ? ` / ${budget} kB` : ''}`,
    );
  }
  if (report.cataloguesOutsideLazy.length) {
    ok = false;
    console.log(
      `  ✗ another language's catalogue loads up front: ${report.cataloguesOutsideLazy.join(', ')}`,
    );
  }
  if (report.uplotOutsideLazy.length) {
    ok = false;
    console.log(`  ✗ uplot found outside lazy chart chunks: ${report.uplotOutsideLazy.join(', ')}`);
  }
  return ok;
}
