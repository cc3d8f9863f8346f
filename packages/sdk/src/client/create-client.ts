import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import {
  INACTIVE_RELOAD_DELAY_MS,
  isAccountInactive,
  isSessionExpired,
  SESSION_EXPIRED_MESSAGE,
} from '../rules/session';
import type { SessionStore } from '../stores/session';
import { ApiError, type ApiErrorBody, CanceledError, NetworkError } from './api-error';
import { createEmitter, type Emitter } from './events';

const DEFAULT_TIMEOUT_MS = 60_000;

type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** A JSON body (plain object or array). */
  json?: unknown;
  /** A multipart body. Build it with `toFormData`. */
  form?: FormData;
  /** Headers of this call (a queued write's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ClientOptions {
  /** The API root, e.g. `http://localhost:3000/api`. */
  baseURL: string;
  /** Where the token and machine_id live. Without one the client is anonymous unless `token` is given. */
  session?: SessionStore;
  /** A fixed bearer token (server-side use, widgets given a token attribute). Overrides the session's. */
  token?: string | (() => string | null | undefined);
  /** Time-out per request (spec: 60 s). */
  timeout?: number;
  /** The current app path, for the "outside / and /login" part of the session-expiry rule. */
  currentPath?: () => string;
  /** Alternative fetch (tests, SSR). */
  fetch?: typeof globalThis.fetch;
}

export interface Client extends Pick<Emitter, 'on'> {
  readonly baseURL: string;
  readonly session: SessionStore | undefined;
  /** Performs one call and returns the parsed JSON body (callers unwrap it as the spec says). */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** The bearer token currently sent, if any. */
  token(): string | undefined;
}

function cleanQuery(
  query: Query | undefined,
): Record<string, string | number | boolean | Array<string | number>> {
  const out: Record<string, string | number | boolean | Array<string | number>> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

export function createClient(options: ClientOptions): Client {
  const emitter = createEmitter();
  const session = options.session;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;

  const token = (): string | undefined => {
    const fixed = typeof options.token === 'function' ? options.token() : options.token;
    return fixed || session?.getState().user?.token || undefined;
  };

  // ofetch takes a custom fetch from `create`'s second argument (request defaults ignore it).
  const fetcher = ofetch.create(
    { baseURL: options.baseURL.replace(/\/+$/, ''), timeout, retry: 0 },
    options.fetch ? { fetch: options.fetch } : {},
  );

  const handleFailure = (status: number, statusText: string, body: ApiErrorBody | undefined) => {
    const message = typeof body?.message === 'string' ? body.message : undefined;
    const path = options.currentPath?.() ?? '/app';
    if (isSessionExpired({ status, statusText, ...(message ? { message } : {}), path })) {
      session?.getState().clear();
      emitter.emit('session-expired', { message: SESSION_EXPIRED_MESSAGE });
    } else if (isAccountInactive({ status, ...(message ? { message } : {}) })) {
      session?.getState().clear();
      emitter.emit('account-inactive', { message: message ?? '', reloadAfterMs: INACTIVE_RELOAD_DELAY_MS });
    }
  };

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    const bearer = token();
    const init: FetchOptions<'json'> = {
      method,
      query: cleanQuery(req.query),
      headers: { ...req.headers, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      ...(req.signal ? { signal: req.signal } : {}),
    };
    if (req.form) init.body = req.form;
    else if (req.json !== undefined) init.body = req.json as Record<string, unknown>;
    try {
      return (await fetcher<T>(path, init)) as T;
    } catch (error) {
      if (req.signal?.aborted) throw new CanceledError();
      if (error instanceof FetchError && error.response) {
        const status = error.response.status;
        const statusText = error.response.statusText;
        const body = (typeof error.data === 'object' && error.data ? error.data : undefined) as
          | ApiErrorBody
          | undefined;
        handleFailure(status, statusText, body);
        throw new ApiError(status, statusText, body);
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new NetworkError(message, /timeout|timed out|aborted/i.test(message));
    }
  }

  return { baseURL: options.baseURL, session, request, token, on: emitter.on };
}
