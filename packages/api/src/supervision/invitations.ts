import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG, type SigningKey } from '../auth/signing-key';

/** How long an invitation link works. */
const INVITATION_TTL_DAYS = 30;
const ISSUER = 'modkit-invitation';

/**
 * A mentor's invitation: a value signed by the server, bound to the mentor, expiring in 30 days. It is
 * what the invite link carries (`/my-library?value=…`) and what joining needs; a bare mentor id is not one.
 */
export async function signInvitation(
  key: SigningKey,
  mentorId: number,
  nowMs: number,
): Promise<{ value: string; expiresAt: string }> {
  const exp = Math.floor(nowMs / 1000) + INVITATION_TTL_DAYS * 86_400;
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid })
    .setIssuer(ISSUER)
    .setSubject(String(mentorId))
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(exp)
    .sign(key.privateKey);
  return { value, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The mentor an invitation value was signed for, or null (forged, expired, another kind of token). */
export async function mentorOfInvitation(
  key: SigningKey,
  value: unknown,
  nowMs: number,
): Promise<number | null> {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(value, key.publicKey, {
      issuer: ISSUER,
      algorithms: [JWT_ALG],
      currentDate: new Date(nowMs),
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
