/**
 * Why a mail could not be delivered, as an operator reads it: the kind (a label of the
 * `modkit_mail_failures_total` metric), the recipient's domain (never the whole address), the attempt, the
 * next try and the SMTP server's own words.
 */
export type MailFailureKind = 'unreachable' | 'timeout' | 'tls' | 'auth' | 'refused' | 'other';

export interface MailFailure {
  domain: string;
  attempt: number;
  next_try: string;
  kind: MailFailureKind;
  error: string;
}

/** nodemailer's error codes by kind; any SMTP answer (4xx, 5xx) to the envelope or the message is a refusal. */
const KIND_OF_CODE: Record<string, MailFailureKind> = {
  ECONNECTION: 'unreachable',
  ESOCKET: 'unreachable',
  EDNS: 'unreachable',
  ETIMEDOUT: 'timeout',
  ETLS: 'tls',
  EREQUIRETLS: 'tls',
  EAUTH: 'auth',
  ENOAUTH: 'auth',
  EENVELOPE: 'refused',
  EMESSAGE: 'refused',
};

export function mailFailureKind(error: unknown): MailFailureKind {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const kind = typeof code === 'string' ? KIND_OF_CODE[code] : undefined;
  if (kind) return kind;
  return typeof responseCode === 'number' && responseCode >= 400 ? 'refused' : 'other';
}

export function mailFailure(to: string, attempt: number, nextTry: string, error: unknown): MailFailure {
  const message = error instanceof Error ? error.message : String(error);
  return {
    domain: to.slice(to.lastIndexOf('@') + 1).toLowerCase(),
    attempt,
    next_try: nextTry,
    kind: mailFailureKind(error),
    error: message.slice(0, 500),
  };
}

/** The warning's one line: `mail to @school.org failed (attempt 2, next try …, refused): 451 Mailbox busy`. */
export const mailFailureLine = (failure: MailFailure) =>
  `mail to @${failure.domain} failed (attempt ${failure.attempt}, next try ${failure.next_try}, ${failure.kind}): ${failure.error}`;
