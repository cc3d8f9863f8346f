// The secrets of the compose deployment (README "Deploying") as `.env` lines, made once and shared by every
// server: `node deploy/generate-secrets.mjs >> .env` (after `npm ci`), or through the image:
// `docker run --rm modkit node deploy/generate-secrets.mjs >> .env`. Never commit them.
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import webpush from 'web-push';

const hex = (bytes) => randomBytes(bytes).toString('hex');

/** Every secret compose.yaml asks for, by the name `.env` gives it. */
export async function generateSecrets() {
  // The JWT signing key, as the api makes its own (packages/api/src/auth/signing-key.ts): ES256 with a kid.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', kid: randomUUID() };
  const vapid = webpush.generateVAPIDKeys();
  return {
    POSTGRES_PASSWORD: hex(24),
    MINIO_ROOT_PASSWORD: hex(24),
    S3_ACCESS_KEY: `modkit-${hex(6)}`,
    S3_SECRET_KEY: hex(24),
    JWT_PRIVATE_JWK: JSON.stringify(jwk),
    LTI_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LTI_LOGIN_KEY: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    METRICS_TOKEN: hex(24),
    // Encrypts and authenticates `npm run backup`'s archives (packages/api/src/backup/backup-key.ts): 32
    // random bytes. Keep a copy away from the backups: without it they cannot be restored.
    BACKUP_KEY: randomBytes(32).toString('base64url'),
  };
}

/** `NAME='value'` lines: single quotes keep the JSON key literal in compose's `.env`. */
export function envLines(secrets, now = new Date()) {
  const lines = Object.entries(secrets).map(([name, value]) => `${name}='${value}'`);
  return [`# Secrets made by deploy/generate-secrets.mjs on ${now.toISOString()}`, ...lines].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(envLines(await generateSecrets()));
}
