/** Field errors in the spec's shape: `{ "<field>": ["first message", …] }`. */
type FieldErrors = Record<string, string[]>;

/** The body every failing call answers with: `{ message, error: { field: [msg] } }`. */
export interface ApiErrorBody {
  message?: string;
  error?: FieldErrors;
  [key: string]: unknown;
}

/** A call that reached the server and was answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody;

  constructor(status: number, statusText: string, body: ApiErrorBody | undefined) {
    super(body?.message || statusText || `Request failed with status ${status}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body ?? {};
  }

  /** The first message per field, as the screens show them beside each field. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body.error ?? {})) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first === 'string') out[field] = first;
    }
    return out;
  }
}

/** The text the spec gives a cancelled search; screens ignore errors carrying it. */
const CANCELED_MESSAGE = 'Operation canceled';

/** A call abandoned because a newer one of the same kind started. */
export class CanceledError extends Error {
  override readonly name = 'CanceledError';
  constructor() {
    super(CANCELED_MESSAGE);
  }
}

export function isCanceled(error: unknown): error is CanceledError {
  return error instanceof CanceledError || (error instanceof Error && error.message === CANCELED_MESSAGE);
}

/** The call never got an answer (network down, time-out). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}
