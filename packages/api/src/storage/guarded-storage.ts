import { HttpError } from '../http/http-error';
import { STORAGE_FULL, STORAGE_UNAVAILABLE, UnavailableError } from '../http/unavailable';
import type { StorageAdapter } from './storage';

/** A storage failure as the client sees it: 507 when the disk is full, else 503 (the bucket or disk is down). */
function storageFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string })?.code === 'ENOSPC') return new UnavailableError(507, STORAGE_FULL);
  return new UnavailableError(503, STORAGE_UNAVAILABLE);
}

function guard<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      throw storageFailure(error);
    }
  };
}

/**
 * The storage as routes use it: a bucket that cannot be reached (or a disk that fails) answers 503 with
 * `Retry-After` and a clear message, never a 500, and a full disk 507. A missing file stays null (404).
 * Uploads write the file before their row, so a refused upload leaves no row behind. `check` keeps its own
 * error (readiness names the storage).
 */
export function guardedStorage(inner: StorageAdapter): StorageAdapter {
  return {
    put: guard(inner.put.bind(inner)),
    putFile: guard(inner.putFile.bind(inner)),
    get: guard(inner.get.bind(inner)),
    ...(inner.stream ? { stream: guard(inner.stream.bind(inner)) } : {}),
    remove: guard(inner.remove.bind(inner)),
    check: () => inner.check(),
    ...(inner.close ? { close: () => inner.close?.() } : {}),
  };
}
