import { HttpError } from './http-error';

export const DATABASE_UNAVAILABLE = 'The database cannot be reached just now. Please try again in a moment.';
export const STORAGE_UNAVAILABLE = 'File storage cannot be reached just now. Please try again in a moment.';
export const SERVICE_UNAVAILABLE =
  'A service modkit needs cannot be reached just now. Please try again in a moment.';
export const STORAGE_FULL = 'The server has no room left to save this. Please try again later.';

/** How long a client is told to wait before trying again (seconds): a restart or failover takes a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A part the api needs is down or full (503, or 507 for no space left): answered in the error shape with
 * `Retry-After`, never a 500, and not logged as a bug.
 */
export class UnavailableError extends HttpError {
  readonly retryAfter = RETRY_AFTER_SECONDS;
  constructor(status: 503 | 507, message: string) {
    super(status, message);
  }
}

/** PostgreSQL's error classes for a server going away or refusing connections (57P…, 08…, 53300). */
const POSTGRES_DOWN = /^(57P0[1-3]|08\d{3}|53300)$/;
/** What pg's client and pool say when the server went away or never answered. */
const PG_CLIENT_DOWN =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;
/** Network failures (of the database connection, as no other part answers through a thrown socket error). */
const NETWORK_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * The 503 or 507 an unexpected error stands for, or null when it is a bug: PostgreSQL unreachable or
 * restarting, SQLite's disk full (SQLITE_FULL, also its `max_page_count`), busy or failing to read or write.
 */
export function unavailableOf(error: unknown): UnavailableError | null {
  if (error instanceof UnavailableError) return error;
  const e = error as { code?: unknown; message?: unknown; severity?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return new UnavailableError(507, STORAGE_FULL);
  if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL)/.test(code))
    return new UnavailableError(503, DATABASE_UNAVAILABLE);
  if (POSTGRES_DOWN.test(code) || PG_CLIENT_DOWN.test(message))
    return new UnavailableError(503, DATABASE_UNAVAILABLE);
  if (NETWORK_DOWN.has(code)) return new UnavailableError(503, SERVICE_UNAVAILABLE);
  return null;
}
