/**
 * The partner examples (`examples/`), as a partner gets them: packs `@modkit/sdk` and `@modkit/widgets`
 * (`npm pack`, as published; the packages must be built), installs the examples from their own lockfile
 * (`npm ci` in examples/, which knows nothing of this repository's workspaces), then type-checks and builds each
 * framework's app, two at a time. The browser test (tests/e2e/partner-examples.spec.ts) runs what this built.
 * `--no-install` reuses examples/node_modules (after a first run, while changing an example).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const examples = join(root, 'examples');
/** Each example's build, its longest first (they start in this order, two at a time). */
export const EXAMPLE_BUILDS = ['angular', 'next', 'vue', 'svelte', 'vite-react'] as const;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** `npm pack`s a package into examples/packed under a name without its version (the lockfile names it). */
function pack(dir: string, name: string) {
  const packed = join(examples, 'packed');
  mkdirSync(packed, { recursive: true });
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', packed], {
    cwd: join(root, dir),
    encoding: 'utf8',
  });
  renameSync(join(packed, out.trim().split('\n').pop()!), join(packed, `${name}.tgz`));
}

/** Runs `npm run build` in an example; resolves with its output, rejects with it when the build fails. */
function buildExample(name: string): Promise<string> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: join(examples, name),
      env: { ...process.env, NG_CLI_ANALYTICS: 'false', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = `examples/${name}: type-checked and built in ${seconds(started)}`;
      if (code === 0) resolve(line);
      else reject(new Error(`examples/${name}: the build failed (${code})\n${output}`));
    });
  });
}

/** Builds the examples, `parallel` at a time; every failure is reported. */
async function buildAll(parallel: number) {
  const queue = [...EXAMPLE_BUILDS];
  const failures: string[] = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await buildExample(name).then(console.log, (error: Error) => failures.push(error.message));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failures.length) throw new Error(failures.join('\n\n'));
}

const started = performance.now();
let step = performance.now();
pack('packages/sdk', 'modkit-sdk');
pack('packages/widgets', 'modkit-widgets');
console.log(`packed @modkit/sdk and @modkit/widgets in ${seconds(step)}`);
if (!process.argv.includes('--no-install')) {
  step = performance.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: examples,
    stdio: 'inherit',
  });
  console.log(`examples installed (npm ci) in ${seconds(step)}`);
}
step = performance.now();
await buildAll(2);
console.log(`examples built in ${seconds(step)}; all in ${seconds(started)}`);
