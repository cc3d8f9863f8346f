import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface ChildServer {
  /** The JSON line the child printed when ready (its URL and whatever else it reports). */
  ready: Record<string, unknown> & { url: string };
  /** The child's process id. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript server script in its own Node process (so the load generator does not share its
 * event loop) and waits for the single JSON line it prints when it listens. With BENCH_PROFILE_DIR set, the
 * server writes a V8 CPU profile there when it stops (`node --cpu-prof`: open it in Chrome's DevTools).
 */
export async function startChildServer(
  script: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const profile = process.env.BENCH_PROFILE_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profiling, '--conditions=source', '--import', 'tsx', script],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let buffer = '';
  const ready = await new Promise<ChildServer['ready']>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      // Past its ready line the server's output (a log line per request) is read and dropped: kept, it grew
      // without end and searching it took the load generator's CPU, so later rows measured the bench.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      buffer = '';
      resolve(JSON.parse(line));
    };
    child.stdout?.on('data', onData);
  });
  return {
    ready,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
