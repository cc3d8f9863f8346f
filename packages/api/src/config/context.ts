import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { PartnerDirectory } from '../auth/partners';
import type { SigningKey } from '../auth/signing-key';
import type { TokenCache } from '../auth/token-cache';
import type { ChangeFeed } from '../db/change-feed';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import type { MailAdapter } from '../messaging/mail';
import type { PushSender } from '../messaging/push-sender';
import type { StorageAdapter } from '../storage/storage';
import type { ApiEvents } from './api-events';
import type { BackgroundWork } from './background';
import type { ApiConfig } from './config';

/** What every route module receives: the database, configuration and adapters. */
export interface ApiContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: ApiConfig;
  signingKey: SigningKey;
  mail: MailAdapter;
  storage: StorageAdapter;
  /** The clock (tests move it). */
  now: () => number;
  /** In-process events (module progress …) for the LTI tool. */
  events: ApiEvents;
  /** Work answered before it is done (forgot-password's mail); awaited by the dev mailbox and close(). */
  background: BackgroundWork;
  /** Web push of new notifications; null without VAPID keys (production unconfigured). */
  push: PushSender | null;
  /** The PostgreSQL pool (rate limits shared by every instance); none on SQLite. */
  pool?: pg.Pool;
  /** The active partner sites (widget tokens, CORS), cached per server. */
  partners: PartnerDirectory;
  /** Signed-in sessions found valid, kept per server until a revocation reaches it (auth/revocations.ts). */
  tokens: TokenCache;
  /** PostgreSQL: the changes every server committed, as the database announces them; null on SQLite. */
  changes: ChangeFeed | null;
  /** Set once the server is stopping: `/api/ready` answers 503 so a load balancer sends nothing new. */
  lifecycle: { stopping: boolean };
}
