import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdmin } from '../../../api/test/fixtures/postgres-admin';
import { type ApiProcess, startListeningProcess } from '../../../api/test/support/spawn-api';

const TOOL_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(TOOL_ROOT, 'test/process/tool-process.ts');
const usingPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** The api and the tool in their own process (tool-process.ts), and how to stop it and drop its data. */
export interface ToolProcess extends ApiProcess {
  stop(): Promise<void>;
}

/**
 * Starts the composed api and tool as a process of its own: SQLite in a new folder, or (TEST_ENGINE=postgres)
 * a new schema of TEST_DATABASE_URL. `env` adds settings (test-only faults).
 */
export async function startToolProcess(
  env: NodeJS.ProcessEnv = {},
  /** Another server's database (its data folder and schema): this server shares it, and leaves it be. */
  share?: { dataDir: string; pgSchema: string | undefined },
): Promise<ToolProcess> {
  const schema = share
    ? share.pgSchema
    : usingPostgres
      ? `ltiproc_${randomBytes(5).toString('hex')}`
      : undefined;
  if (schema && !share) await postgresAdmin(`create schema ${schema}`);
  const started = await startListeningProcess(
    SCRIPT,
    TOOL_ROOT,
    {
      ...env,
      TOOL_DATA_DIR: share?.dataDir ?? mkdtempSync(join(tmpdir(), 'modkit-lti-process-')),
      ...(schema ? { TOOL_DATABASE_URL: process.env.TEST_DATABASE_URL, TOOL_PG_SCHEMA: schema } : {}),
    },
    60_000,
  );
  return {
    ...started,
    stop: async () => {
      const { child } = started;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await started.exited;
      if (schema && !share) await postgresAdmin(`drop schema ${schema} cascade`);
    },
  };
}
