/**
 * What a React partner pays for the widgets it renders: a consumer fixture that packs `@modkit/sdk` and
 * `@modkit/widgets` (`npm pack`, as published), installs the tarballs into a temporary app (offline: the
 * tarballs unpacked, their dependencies linked from the workspace's node_modules) and bundles, with Vite
 * in production mode, one app per case: React alone, each widget alone, and a few together. A case's cost
 * is the JavaScript its page loads before any lazy chunk (the entry and its static imports), min + gzip,
 * over React alone; lazy chunks (charts, the sanitizer, Floating UI) are listed apart and must stay lazy.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const widgetsDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(widgetsDir, '..', '..');
const sdkDir = join(repoRoot, 'packages', 'sdk');

/**
 * What a partner's app imports, and its budget over React alone (kB gz): issue 24's targets for the badge
 * and for the badge, a carousel and the module player together; about a fifth over today's for the rest.
 */
export const REACT_CASES: Record<string, { imports: string[]; from?: string; budgetKb: number }> = {
  PointsBadge: { imports: ['PointsBadge'], budgetKb: 12.75 },
  'PointsBadge (@modkit/widgets/points-badge)': {
    imports: ['PointsBadge'],
    from: '@modkit/widgets/points-badge',
    budgetKb: 12.75,
  },
  LibraryCarousel: { imports: ['LibraryCarousel'], budgetKb: 17 },
  // Its module's language on each of its texts (WCAG 3.1.2) and its writes through the offline queue.
  ModulePlayer: { imports: ['ModulePlayer'], budgetKb: 31.5 },
  // Its comments' language isolation, the comment's write through the offline queue, and its dialogs giving the
  // focus back to their opener in every case (WCAG 2.4.3: 15.64 kB with it).
  Discussion: { imports: ['Discussion'], budgetKb: 15.75 },
  LearnerTable: { imports: ['LearnerTable'], budgetKb: 20 },
  Dashboard: { imports: ['Dashboard'], budgetKb: 18 },
  'PointsBadge + LibraryCarousel + ModulePlayer': {
    imports: ['PointsBadge', 'LibraryCarousel', 'ModulePlayer'],
    budgetKb: 40,
  },
  'all six': {
    imports: ['PointsBadge', 'LibraryCarousel', 'ModulePlayer', 'Discussion', 'LearnerTable', 'Dashboard'],
    budgetKb: 48.5,
  },
};

/** Code that may only arrive in lazy chunks, by what finds it in a chunk's code. */
const LAZY_ONLY: Record<string, RegExp> = {
  uplot: /uPlot|u-legend/,
  dompurify: /DOMPurify|ALLOWED_URI_REGEXP/,
  'floating-ui': /computePosition|autoUpdate/,
};

export interface ConsumerCase {
  name: string;
  /** The page's JavaScript before any lazy chunk (entry + static imports), kB gz. */
  initialKb: number;
  /** initialKb minus React alone's. */
  costKb: number;
  budgetKb: number;
  /** kB gz of each lazy chunk. */
  lazyKb: Record<string, number>;
  /** Lazy-only code (uplot, dompurify, floating-ui) found in the initial JavaScript. */
  eagerLazyParts: string[];
}

export interface ConsumerReport {
  reactKb: number;
  cases: ConsumerCase[];
}

const PROPS: Record<string, string> = {
  LibraryCarousel: "{ api: '/api', source: 'recommended' }",
  ModulePlayer: "{ api: '/api', moduleId: 12 }",
  Discussion: "{ api: '/api', moduleId: 12 }",
};

function appSource(imports: string[], from = '@modkit/widgets'): string {
  const head = [
    "import { createElement as h } from 'react';",
    "import { createRoot } from 'react-dom/client';",
  ];
  if (!imports.length) {
    return `${head.join('\n')}\ncreateRoot(document.getElementById('root')).render(h('p', null, 'Hello'));\n`;
  }
  const children = imports.map((name) => `h(${name}, ${PROPS[name] ?? "{ api: '/api' }"})`);
  return `${head.join('\n')}
import { ${imports.join(', ')} } from '${from}';
createRoot(document.getElementById('root')).render(h('div', null, ${children.join(', ')}));
`;
}

/** `npm pack`s a package into `into`; answers the tarball's path. */
function pack(dir: string, into: string): string {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', into], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return join(into, out.trim().split('\n').pop()!);
}

/** The temporary app: the packed packages unpacked into its node_modules, their dependencies linked. */
function installFixture(app: string): void {
  const modules = join(app, 'node_modules');
  mkdirSync(join(modules, '@modkit'), { recursive: true });
  const needed = new Set<string>(['react', 'react-dom']);
  for (const [name, dir] of [
    ['sdk', sdkDir],
    ['widgets', widgetsDir],
  ] as const) {
    const tarball = pack(dir, app);
    const target = join(modules, '@modkit', name);
    mkdirSync(target);
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (!dep.startsWith('@modkit/')) needed.add(dep);
    }
  }
  for (const dep of needed) {
    mkdirSync(join(modules, dep, '..'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules', dep), join(modules, dep), 'dir');
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'partner-app', private: true, type: 'module' }),
  );
}

interface Chunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const gz = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

async function bundle(
  app: string,
  imports: string[],
  from?: string,
): Promise<{ initial: Chunk[]; lazy: Chunk[] }> {
  const { build } = await import('vite');
  const entry = join(app, 'main.js');
  writeFileSync(entry, appSource(imports, from));
  const result = await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { write: false, rollupOptions: { input: entry }, reportCompressedSize: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as unknown as { output: Chunk[] };
  const chunks = output.output.filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (initial.has(chunk)) return;
    initial.add(chunk);
    for (const name of chunk.imports ?? []) visit(byName.get(name)!);
  };
  for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk);
  return { initial: [...initial], lazy: chunks.filter((c) => !initial.has(c)) };
}

/** Packs, installs and bundles every case; the packages must be built. */
export async function measureReactConsumer(): Promise<ConsumerReport> {
  if (!existsSync(join(sdkDir, 'dist', 'index.js'))) {
    throw new Error('@modkit/sdk is not built: run `npm run build -w @modkit/sdk` first');
  }
  const app = mkdtempSync(join(tmpdir(), 'modkit-react-partner-'));
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    installFixture(app);
    const react = await bundle(app, []);
    const reactKb = react.initial.reduce((sum, c) => sum + gz(c.code!), 0);
    const cases: ConsumerCase[] = [];
    for (const [name, { imports, from, budgetKb }] of Object.entries(REACT_CASES)) {
      const { initial, lazy } = await bundle(app, imports, from);
      const initialKb = initial.reduce((sum, c) => sum + gz(c.code!), 0);
      cases.push({
        name,
        initialKb,
        costKb: initialKb - reactKb,
        budgetKb,
        lazyKb: Object.fromEntries(lazy.map((c) => [c.fileName.replace(/^assets\//, ''), gz(c.code!)])),
        eagerLazyParts: Object.entries(LAZY_ONLY)
          .filter(([, pattern]) => initial.some((c) => pattern.test(c.code!)))
          .map(([part]) => part),
      });
    }
    return { reactKb, cases };
  } finally {
    process.env.NODE_ENV = previousEnv;
    rmSync(app, { recursive: true, force: true });
  }
}

/** Prints the report; false when a case is over its budget or loads a lazy part eagerly. */
export function checkReactConsumer(report: ConsumerReport): boolean {
  let ok = true;
  console.log(
    `React partner app (Vite, packed packages), min + gzip over React alone (${report.reactKb.toFixed(2)} kB):`,
  );
  for (const c of report.cases) {
    const over = c.costKb > c.budgetKb;
    const eager = c.eagerLazyParts.length > 0;
    if (over || eager) ok = false;
    const lazy = Object.entries(c.lazyKb)
      .map(([file, kb]) => `${file} ${kb.toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${over || eager ? '✗' : '✓'} ${c.name.padEnd(46)} +${c.costKb.toFixed(2).padStart(6)} kB / ${c.budgetKb} kB${
        eager ? `  (eager: ${c.eagerLazyParts.join(', ')})` : ''
      }${lazy ? `  lazy: ${lazy}` : ''}`,
    );
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = checkReactConsumer(await measureReactConsumer());
  if (!ok) process.exit(1);
}
