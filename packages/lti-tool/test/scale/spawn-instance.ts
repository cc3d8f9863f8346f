import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ApiProcess,
  killApiProcesses,
  startListeningProcess,
} from '../../../api/test/support/spawn-api';

/** One modkit server process of the scale-out test (instance-process.ts). */
export type Instance = ApiProcess;

const TOOL_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(TOOL_ROOT, 'test/scale/instance-process.ts');

/**
 * Starts a server on the shared database and settings; resolves once it listens. Its keys folder is
 * `env.INSTANCE_DATA_DIR`, else a new temporary folder.
 */
export function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  return startListeningProcess(
    SCRIPT,
    TOOL_ROOT,
    { ...env, INSTANCE_DATA_DIR: env.INSTANCE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'modkit-instance-')) },
    60_000,
  );
}

/** Kills every server a test started that still runs. */
export const killInstances = killApiProcesses;
