import type { Kysely } from 'kysely';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where outgoing e-mail goes. The default writes to an outbox table readable at /api/dev/mailbox. */
export interface MailAdapter {
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMail(db: Kysely<Database>, now: () => number): MailAdapter {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          created_at: isoNow(now),
        })
        .execute();
    },
  };
}
