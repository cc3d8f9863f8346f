import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG } from '../auth/signing-key';
import { userOfSession } from '../auth/token-user';
import type { AccessClaims } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { FILES_PREFIX } from './storage';

/** How long a private file's link works after the api call that gave it. */
const FILE_LINK_TTL_SECONDS = 3600;
const ISSUER = 'modkit-file';

/** Folders anyone may read (module and collection covers, profile photos): cached publicly. */
const PUBLIC_FOLDERS = new Set(['covers', 'avatars']);
/**
 * Private folders and who reads them: invoices and certificates their owner only; project documents
 * their owner and the owner's mentors (a super mentor through the mentors they lead), as the project
 * records themselves. Any other folder is private to its owner.
 */
const MENTORS_READ = new Set(['projects']);

/** A storage key as the storage names files (`folder/randomhex.ext`); anything else is refused. */
const KEY = /^([a-z0-9-]+)\/[a-z0-9]+(?:\.[a-z0-9]+)?$/i;

/** The folder of a well-formed key, or null (dot segments, separators, empty parts). */
export function folderOf(key: string): string | null {
  return KEY.exec(key)?.[1]?.toLowerCase() ?? null;
}

export function isPublicFolder(folder: string): boolean {
  return PUBLIC_FOLDERS.has(folder);
}

/** Turns a stored file path into the link the reader gets; public files stay as they are. */
export type FileLinks = (path: string, ownerId: number) => Promise<string>;

/**
 * Whom a link is made for: the signed-in reader and the session (the bearer token's claims) of the api call
 * that answers it (`currentReader(res)`).
 */
export interface LinkReader {
  user: { id: number; token_version: number };
  session: Pick<AccessClaims, 'jti' | 'expiresAt' | 'partnerId' | 'partnerKeyGeneration'>;
}

/**
 * Links to private files for one reader's session: the stored path plus `?access=`, a token the server signs
 * (ES256, the token key) for that file, its owner, the reader, the reader's token version and the session's
 * id (jti), valid {@link FILE_LINK_TTL_SECONDS} and never past the session's end. The browser opens it with a
 * plain `<a href>` (which cannot send a bearer header); the file route checks it, the session and the
 * reader's right to the owner's files again, so a link dies with its session: logout, a password change or
 * reset, a revocation, an erasure, on every server.
 */
export function fileLinksFor(ctx: ApiContext, { user, session }: LinkReader): FileLinks {
  return async (path, ownerId) => {
    if (!path.startsWith(FILES_PREFIX)) return path;
    const folder = folderOf(path.slice(FILES_PREFIX.length));
    if (!folder || isPublicFolder(folder)) return path;
    const now = Math.floor(ctx.now() / 1000);
    const sessionEnd = Math.floor(session.expiresAt.getTime() / 1000);
    const access = await new SignJWT({
      f: path.slice(FILES_PREFIX.length),
      o: ownerId,
      tv: user.token_version,
      sid: session.jti,
      ...(session.partnerId !== undefined
        ? { pid: session.partnerId, kg: session.partnerKeyGeneration ?? 0 }
        : {}),
    })
      .setProtectedHeader({ alg: JWT_ALG })
      .setIssuer(ISSUER)
      .setSubject(String(user.id))
      .setExpirationTime(Math.min(now + FILE_LINK_TTL_SECONDS, sessionEnd))
      .sign(ctx.signingKey.privateKey);
    return `${path}?access=${access}`;
  };
}

/** What a valid link says: the file, its owner, and the reader's session (as `userOfSession` reads it). */
interface LinkClaims {
  owner: number;
  session: Parameters<typeof userOfSession>[1];
}

/** The claims of a link signed for the file `key`, unexpired; null for anything else. */
async function linkClaims(ctx: ApiContext, key: string, access: string): Promise<LinkClaims | null> {
  try {
    const { payload } = await jwtVerify(access, ctx.signingKey.publicKey, {
      issuer: ISSUER,
      algorithms: [JWT_ALG],
      currentDate: new Date(ctx.now()),
    });
    const reader = Number(payload.sub);
    const owner = Number(payload.o);
    if (payload.f !== key || typeof payload.sid !== 'string' || !Number.isInteger(payload.tv)) return null;
    if (!Number.isSafeInteger(reader) || !Number.isSafeInteger(owner)) return null;
    const partner = Number.isInteger(payload.pid)
      ? { partnerId: payload.pid as number, partnerKeyGeneration: Number(payload.kg) || 0 }
      : {};
    return {
      owner,
      session: { userId: reader, jti: payload.sid, tokenVersion: payload.tv as number, ...partner },
    };
  } catch {
    return null;
  }
}

/**
 * Whether `access` lets its reader read the private file `key` now: a valid, unexpired link signed for
 * this very file; its session still standing (not logged out, no password change since, the reader still
 * there and active); and the reader the owner, or (project documents) still one of the owner's mentors or
 * their super mentor.
 */
export async function mayReadPrivateFile(ctx: ApiContext, key: string, access: unknown): Promise<boolean> {
  const folder = folderOf(key);
  if (!folder || typeof access !== 'string' || access.length > 2000) return false;
  const claims = await linkClaims(ctx, key, access);
  if (!claims) return false;
  const reader = await userOfSession(ctx, claims.session);
  if (!reader || reader.status === 'INACTIVE') return false;
  if (reader.id === claims.owner) return true;
  if (!MENTORS_READ.has(folder) || (reader.role !== 'MENTOR' && reader.role !== 'SUPER_MENTOR')) return false;
  const link = await ctx.db
    .selectFrom('mentor_learners')
    .select('learner_id')
    .where('learner_id', '=', claims.owner)
    .where((eb) =>
      reader.role === 'SUPER_MENTOR'
        ? eb.or([
            eb('mentor_id', '=', reader.id),
            eb('mentor_id', 'in', eb.selectFrom('users').select('id').where('parent_id', '=', reader.id)),
          ])
        : eb('mentor_id', '=', reader.id),
    )
    .executeTakeFirst();
  return !!link;
}
