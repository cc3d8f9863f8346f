import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadSigningKey } from '../../packages/api/src/auth/signing-key';
import { signAccessToken } from '../../packages/api/src/auth/tokens';
import { BENCH_LEARNER } from '../api/generate-catalogue';

/** The environment of a production start of the composed server on a bench's data folder (SQLite). */
export function productionEnv(
  port: number,
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'ops@example.org',
    LOG_LEVEL: 'warn',
    // Required settings of a production start; nothing a bench does mails or checks a form.
    SMTP_URL: 'smtp://bench:bench@127.0.0.1:2525',
    RECAPTCHA_SECRET: 'bench-recaptcha-secret',
    RECAPTCHA_SITE_KEY: 'bench-recaptcha-site-key',
    LTI_LOGIN_KEY: 'bench-lti-login-key-of-32-characters',
    BACKUP_KEY: 'YmVuY2gtYmFja3VwLWtleS1vZi0zMi1ieXRlcy1sb24',
    ...extra,
  };
}

/** A started server (stdout and stderr piped): when it exits, and the last of what it printed. */
export function watchServer(server: ChildProcess): { exited: Promise<number | null>; output: () => string } {
  let output = '';
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output = (output + chunk).slice(-4000);
    });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  return { exited, output: () => output };
}

/**
 * Resolves once the server at `origin` answers `/api/ready`; rejects, with what it printed, when it exits
 * first (a bench must say so, not end without a word) or is not ready in `seconds`.
 */
export async function readyOrFailed(
  server: ChildProcess,
  watched: ReturnType<typeof watchServer>,
  origin: string,
  label: string,
  seconds = 60,
): Promise<void> {
  const ready = (async () => {
    for (let i = 0; i < seconds * 10; i++) {
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) return true;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || server.signalCode !== null) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${label}: the server did not become ready in ${seconds} s`);
  })();
  if (!(await Promise.race([ready, watched.exited.then(() => false)])))
    throw new Error(
      `${label}: the server could not start (exit ${server.exitCode ?? server.signalCode}):\n${watched.output().trim()}`,
    );
}

/** Stops a server that is still running and waits for it to end. */
export async function stopServer(
  server: ChildProcess,
  watched: ReturnType<typeof watchServer>,
): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await watched.exited;
}

/** The bench learner's id and role, and a token of theirs signed with the key kept in the data folder. */
export async function benchLearner(dataDir: string): Promise<{ id: number; role: string; token: string }> {
  const sqlite = new SqliteDatabase(join(dataDir, 'modkit.sqlite'), { readonly: true });
  try {
    const learner = sqlite.prepare('select id, role from users where email = ?').get(BENCH_LEARNER.email) as {
      id: number;
      role: string;
    };
    return { ...learner, token: await signAccessToken(await loadSigningKey(dataDir), learner) };
  } finally {
    sqlite.close();
  }
}
