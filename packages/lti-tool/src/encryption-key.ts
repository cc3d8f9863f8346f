import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** ltijs's secret (cookie signing, encryption of keys at rest): LTI_ENCRYPTION_KEY, else a file made once. */
export async function loadEncryptionKey(
  dataDir: string,
  fromEnv = process.env.LTI_ENCRYPTION_KEY,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'lti-encryption.key');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
