import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api as its own Node process (test/fixtures/api-process.ts), as production runs it. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
}

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_SCRIPT = join(API_ROOT, 'test/fixtures/api-process.ts');
const started: ChildProcess[] = [];

/**
 * Starts a server script (`node --conditions=source --import tsx script`) with its environment (the
 * caller's, plus `env`, minus the settings a test must not inherit) and resolves once it prints
 * `LISTENING <port>`; rejects with its output when it exits first or is silent for `startTimeoutMs`.
 */
export function startListeningProcess(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  startTimeoutMs = 90_000,
): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'SEED_DEMO', 'PORT', 'PUBLIC_URL'])
    delete childEnv[name];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    cwd,
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
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), startTimeoutMs);
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

/**
 * Starts the api in its own process on a data folder (or a PostgreSQL schema of TEST_DATABASE_URL, or of
 * the database `extraEnv.DURABILITY_DATABASE_URL` names) and resolves once it listens. The demo is seeded
 * on the first start.
 */
export function startApiProcess(
  dataDir: string,
  pgSchema?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> {
  return startListeningProcess(SERVER_SCRIPT, API_ROOT, {
    DURABILITY_DATA_DIR: dataDir,
    ...(pgSchema
      ? { DURABILITY_DATABASE_URL: process.env.TEST_DATABASE_URL, DURABILITY_PG_SCHEMA: pgSchema }
      : {}),
    // Last: a test may name another database (a restored one) or storage.
    ...extraEnv,
  });
}

/** Kills every server process a test started that is still running. */
export function killApiProcesses(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Runs one of the api's commands (`src/cli/<name>.ts`) to its end: exit code and output. */
export function runCommand(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'STORAGE_URL', 'NODE_ENV'])
    if (!(key in env)) delete childEnv[key];
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(API_ROOT, 'src/cli', `${name}.ts`), ...args],
    { cwd: API_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => {
    stdout += c;
  });
  child.stderr!.on('data', (c) => {
    stderr += c;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
