import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The web-push application keys (VAPID): `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when set (several servers
 * share them); else, outside production, a pair generated on first start into `DATA_DIR/keys/vapid.json`
 * (mode 600). Production without them has no push (the app does not ask); `:memory:` keeps a fresh pair.
 */
export function loadVapidKeys(
  dataDir: string,
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (production) return null;
  const file = dataDir === ':memory:' ? undefined : join(dataDir, 'keys', 'vapid.json');
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  if (file) {
    mkdirSync(join(dataDir, 'keys'), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}
