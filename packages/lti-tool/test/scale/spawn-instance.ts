import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One modkit server process of the scale-out test (instance-process.ts). */
export interface Instance {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
}

const TOOL_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(TOOL_ROOT, 'test/scale/instance-process.ts');
const started: ChildProcess[] = [];

/**
 * Starts a server on the shared database and settings; resolves once it listens. Its keys folder is
 * `env.INSTANCE_DATA_DIR`, else a new temporary folder.
 */
export function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    INSTANCE_DATA_DIR: env.INSTANCE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'modkit-instance-')),
  };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'SEED_DEMO', 'PORT', 'PUBLIC_URL'])
    delete childEnv[name];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SCRIPT], {
    cwd: TOOL_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  const collect = (chunk: Buffer) => {
    out += chunk;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 60_000);
    const onData = () => {
      const port = /LISTENING (\d+)/.exec(out)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ url: `http://127.0.0.1:${port}`, child, exited, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

/** Kills every server a test started that still runs. */
export function killInstances(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
