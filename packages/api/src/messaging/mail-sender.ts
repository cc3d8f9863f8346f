import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import { type MailFailure, mailFailure } from './mail-failure';
import {
  createOutboxWorker,
  type OutboxStore,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxTableStore,
} from './outbox-worker';

export interface MailSenderOptions extends OutboxWorkerOptions {
  /** `SMTP_URL`: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  /** `MAIL_FROM`: the sender, e.g. `modkit <no-reply@learn.example.org>`. */
  from: string;
  /** Certificate authorities to trust for the SMTP server's TLS (tests). */
  ca?: string;
  /** Each failed delivery (the api logs one warning and counts it by kind). */
  onFailure?: (failure: MailFailure) => void;
}

type DueMail = {
  id: number;
  attempts: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
};

function mailStore(db: Kysely<Database>): OutboxStore<DueMail> {
  return outboxTableStore(db, 'mail_outbox', (at, limit) =>
    db
      .selectFrom('mail_outbox')
      .select(['id', 'attempts', 'to_address', 'subject', 'text', 'html'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .orderBy('id')
      .limit(limit)
      .execute(),
  );
}

/**
 * Delivers the outbox's mail over SMTP (nodemailer): each server runs one worker; a mail is claimed before
 * it is sent, so several servers send it once, and a failure (the SMTP server down, a refusal) is retried
 * with back-off. A server that dies while sending leaves the mail to another once the lease ends.
 */
export function createMailSender(
  db: Kysely<Database>,
  now: () => number,
  { smtpUrl, from, ca, onFailure, ...options }: MailSenderOptions,
): OutboxWorker & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...(ca ? { tls: { ca } } : {}) }, { from });
  const worker = createOutboxWorker(
    mailStore(db),
    async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    now,
    {
      baseDelayMs: 30_000,
      pollMs: 5_000,
      ...options,
      log: options.log ?? ((e) => console.error('mail:', e)),
      onFailure: ({ row, attempts, nextAttemptAt, error }) =>
        onFailure?.(mailFailure(row.to_address, attempts, nextAttemptAt, error)),
    },
  );
  return {
    ...worker,
    close: () => transport.close(),
  };
}
