import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const JWT_ALG = 'ES256';

export interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
}

/**
 * The JWT signing key: `JWT_PRIVATE_JWK` when set (several servers share it), else a key generated
 * on first start into `DATA_DIR/keys/jwt-signing.json` (mode 600). `:memory:` keeps a fresh key in memory.
 */
export async function loadSigningKey(
  dataDir: string,
  envJwk = process.env.JWT_PRIVATE_JWK,
): Promise<SigningKey> {
  let jwk: JWK | undefined = envJwk ? (JSON.parse(envJwk) as JWK) : undefined;
  const file = dataDir === ':memory:' ? undefined : join(dataDir, 'keys', 'jwt-signing.json');
  if (!jwk && file && existsSync(file)) jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  if (!jwk) {
    const pair = await generateKeyPair(JWT_ALG, { extractable: true });
    jwk = { ...(await exportJWK(pair.privateKey)), alg: JWT_ALG, kid: crypto.randomUUID() };
    if (file) {
      mkdirSync(join(dataDir, 'keys'), { recursive: true });
      writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
    }
  }
  const { d: _private, ...publicJwk } = jwk;
  return {
    privateKey: (await importJWK(jwk, JWT_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, JWT_ALG)) as CryptoKey,
    kid: jwk.kid ?? 'modkit',
  };
}
