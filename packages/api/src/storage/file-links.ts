import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG } from '../auth/signing-key';
import type { ApiContext } from '../config/context';
import { FILES_PREFIX } from './storage';

/** How long a private file's link works after the api call that gave it. */
export const FILE_LINK_TTL_SECONDS = 3600;
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
 * Links to private files for one reader (the signed-in caller of the api call that answers them): the
 * stored path plus `?access=`, a token the server signs (ES256, the token key) for that file, its owner,
 * the reader and the reader's token version, valid {@link FILE_LINK_TTL_SECONDS}. The browser opens it
 * with a plain `<a href>` (which cannot send a bearer header); the file route checks it and the reader's
 * right to the owner's files again.
 */
export function fileLinksFor(ctx: ApiContext, reader: { id: number; token_version: number }): FileLinks {
  return async (path, ownerId) => {
    if (!path.startsWith(FILES_PREFIX)) return path;
    const folder = folderOf(path.slice(FILES_PREFIX.length));
    if (!folder || isPublicFolder(folder)) return path;
    const now = Math.floor(ctx.now() / 1000);
    const access = await new SignJWT({
      f: path.slice(FILES_PREFIX.length),
      o: ownerId,
      tv: reader.token_version,
    })
      .setProtectedHeader({ alg: JWT_ALG })
      .setIssuer(ISSUER)
      .setSubject(String(reader.id))
      .setExpirationTime(now + FILE_LINK_TTL_SECONDS)
      .sign(ctx.signingKey.privateKey);
    return `${path}?access=${access}`;
  };
}

/**
 * Whether `access` lets its reader read the private file `key` now: a valid, unexpired link signed for
 * this very file; a reader who still exists, is active and has not changed their password since; and who
 * is the owner, or (project documents) still one of the owner's mentors or their super mentor.
 */
export async function mayReadPrivateFile(ctx: ApiContext, key: string, access: unknown): Promise<boolean> {
  const folder = folderOf(key);
  if (!folder || typeof access !== 'string' || access.length > 2000) return false;
  let claims: { reader: number; owner: number; version: unknown };
  try {
    const { payload } = await jwtVerify(access, ctx.signingKey.publicKey, {
      issuer: ISSUER,
      algorithms: [JWT_ALG],
      currentDate: new Date(ctx.now()),
    });
    if (payload.f !== key) return false;
    claims = { reader: Number(payload.sub), owner: Number(payload.o), version: payload.tv };
  } catch {
    return false;
  }
  if (!Number.isSafeInteger(claims.reader) || !Number.isSafeInteger(claims.owner)) return false;
  const reader = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'token_version'])
    .where('id', '=', claims.reader)
    .executeTakeFirst();
  if (!reader || reader.status === 'INACTIVE' || reader.token_version !== claims.version) return false;
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
