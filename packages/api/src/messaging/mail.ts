import type { Kysely } from 'kysely';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where outgoing e-mail goes. The default writes to the outbox table (read at /api/dev/mailbox in development). */
export interface MailAdapter {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail into the outbox table: with SMTP configured the servers' mail workers deliver it (`mail-sender.ts`),
 * `written` wakes the local one; without, it stays there for the development mailbox.
 */
export function createOutboxMail(db: Kysely<Database>, now: () => number, written?: () => void): MailAdapter {
  return {
    async send(message) {
      const at = isoNow(now);
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          created_at: at,
          next_attempt_at: at,
          sent_at: null,
          last_error: null,
        })
        .execute();
      written?.();
    },
  };
}
