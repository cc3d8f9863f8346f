import express, { type Express, Router } from 'express';
import type { Logger } from 'pino';
import { createPartnerDirectory } from './auth/partners';
import { wireRevocations } from './auth/revocations';
import { loadSigningKey } from './auth/signing-key';
import { createTokenCache } from './auth/token-cache';
import { wireCatalogueChanges } from './catalogue/catalogue-changes';
import { paymentGatewayOf } from './commerce/payment-gateway';
import { createApiEvents } from './config/api-events';
import { createBackgroundWork } from './config/background';
import { type ApiConfig, configFromEnv } from './config/config';
import type { ApiContext } from './config/context';
import { type ChangeFeed, openChangeFeed } from './db/change-feed';
import { type DatabaseHandle, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { announceSqliteServer } from './db/server-presence';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { corsPolicy } from './http/guards/cors-policy';
import { apiSecurityHeaders } from './http/guards/security-headers';
import { bodyParsers } from './http/input/body-parsers';
import { parseQueryOnce } from './http/input/parsed-query';
import { type ApiMetrics, createMetrics } from './http/metrics';
import { createLogger, pathRedactor, requestLog } from './http/request-log';
import { requestScope } from './http/request-scope';
import { responseSchemas, serializeResponses } from './http/response-serializers';
import { routeDispatch } from './http/route-dispatch';
import { middlewareChain } from './http/run-chain';
import { writeChains } from './http/write-chains';
import { createOutboxMail, type MailAdapter } from './messaging/mail';
import { type MailFailure, mailFailureLine } from './messaging/mail-failure';
import { createMailSender, type MailSenderOptions } from './messaging/mail-sender';
import type { OutboxWorker } from './messaging/outbox-worker';
import { withoutPlaceholders } from './messaging/placeholder-mail';
import { createPushSender } from './messaging/push-sender';
import { loadVapidKeys } from './messaging/vapid-keys';
import { COMPILED_ANSWERS } from './routes/compiled-answers';
import { mountUndocumentedRoutes, routeTable } from './routes/index';
import { mountRoutes } from './routes/mount-routes';
import { OPERATIONS } from './routes/operations';
import { type ApiStartup, prepareData } from './startup';
import { storageFor } from './storage/storage-for';

export interface ApiOptions extends Partial<ApiConfig> {
  /** PostgreSQL schema (tests isolate suites). */
  pgSchema?: string;
  /** The clock; tests move it. */
  now?: () => number;
  /** Where unexpected errors are logged. */
  log?: (error: unknown) => void;
  /** Where outgoing mail goes (default: the outbox table read at /api/dev/mailbox). */
  mail?: MailAdapter;
  /** The JSON logger (pino); default: `LOG_LEVEL`, `info` in production, `warn` in development. */
  logger?: Logger;
  /** Push endpoints on loopback or private addresses, trusted with `pushCa` (tests; ignored in production). */
  pushAllowPrivate?: boolean;
  pushCa?: string;
  /**
   * The mail worker and the push sender (default true). A command-line tool passes false: it starts no
   * background worker, so nothing runs on after it closes the database (mail it queues waits in the outbox
   * for a server).
   */
  backgroundWorkers?: boolean;
  /** The mail worker's timing and the SMTP server's certificate authority (tests). */
  mailDelivery?: Omit<MailSenderOptions, 'smtpUrl' | 'from' | 'log'>;
}

export interface Api {
  /** The Express app to mount at `/api` (or serve alone). */
  app: Express;
  ctx: ApiContext;
  /** Prometheus metrics of this api; `metrics.endpoint(token)` serves them. */
  metrics: ApiMetrics;
  logger: Logger;
  /** What the first start did: demo accounts to list, the first administrator's set-password link. */
  startup: ApiStartup;
  /** The SMTP mail worker (null without SMTP_URL); `flush()` delivers what is due now. */
  mailSender: OutboxWorker | null;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start, and builds the Express app of the API. */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const config: ApiConfig = { ...configFromEnv(), ...stripUndefined(options) };
  paymentGatewayOf(config); // refuses to start with the test gateway in production
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgSchema: options.pgSchema,
    log: options.log ?? console.error,
  });
  const presence = announceServer(handle, config.dataDir);
  await migrateToLatest(handle.db, handle.dialect === 'postgres' ? options.pgSchema : undefined).catch(
    (error: unknown) => {
      presence?.release();
      throw error;
    },
  );
  const logger = options.logger ?? createLogger(config.production);
  const metrics = createMetrics({ db: handle.db }, handle.pool);
  const { ctx, mailSender } = await createContext(config, handle, options, (failure) => {
    // One warning a failed delivery: an operator sees a broken SMTP_URL the first time it fails.
    logger.warn({ mail: failure }, mailFailureLine(failure));
    metrics.countMailFailure(failure.kind);
  });
  wireCatalogueChanges(ctx, handle);
  const startup = await prepareData(ctx);
  const app = createExpressApp(ctx, { logger, metrics, log: options.log });
  let closing: Promise<void> | undefined;
  const closeAll = async () => {
    await ctx.push?.stop();
    await ctx.background.settled();
    await mailSender?.stop();
    mailSender?.close();
    await ctx.changes?.close();
    await handle.close();
    presence?.release();
    ctx.storage.close?.();
  };

  return {
    app,
    ctx,
    metrics,
    logger,
    startup,
    mailSender,
    // Once, however often it is called (a second SIGTERM, a test's own close then its harness's).
    close: () => {
      closing ??= closeAll();
      return closing;
    },
  };
}

/** The context every route reads: the database, the configuration, mail, storage, push and the clock. */
async function createContext(
  config: ApiConfig,
  handle: DatabaseHandle,
  options: ApiOptions,
  onMailFailure: (failure: MailFailure) => void,
) {
  const now = options.now ?? Date.now;
  // With SMTP_URL, this server's mail worker delivers the outbox (each mail once across servers).
  const workers = options.backgroundWorkers !== false;
  const mailSender =
    workers && config.smtpUrl
      ? createMailSender(handle.db, now, {
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          ...options.mailDelivery,
          onFailure: onMailFailure,
          log: options.log ?? console.error,
        })
      : null;
  const partners = createPartnerDirectory({ db: handle.db });
  const tokens = createTokenCache({ changedElsewhere: handle.changedElsewhere });
  const changes = await changeFeedOf(handle, options);
  wireRevocations(handle, tokens, partners, changes);
  const ctx: ApiContext = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    signingKey: await loadSigningKey(config.dataDir),
    mail: withoutPlaceholders(
      options.mail ?? createOutboxMail(handle.db, now, () => void mailSender?.kick()),
    ),
    storage: await storageFor(config),
    now,
    events: createApiEvents(),
    background: createBackgroundWork(options.log ?? console.error),
    push: null,
    pool: handle.pool,
    lifecycle: { stopping: false },
    partners,
    tokens,
    changes,
  };
  const vapid = workers ? loadVapidKeys(config.dataDir, config.production) : null;
  if (vapid) {
    ctx.push = createPushSender(handle.db, now, {
      keys: vapid,
      subject: `mailto:${config.teamAddress}`,
      allowPrivate: !config.production && options.pushAllowPrivate === true,
      ca: options.pushCa,
      log: options.log ?? console.error,
    });
  }
  return { ctx, mailSender };
}

/**
 * SQLite: this server's announcement to restores (db/server-presence.ts; a restore running refuses the start);
 * PostgreSQL servers announce themselves on their change feed's connection.
 */
function announceServer(handle: DatabaseHandle, dataDir: string) {
  if (handle.dialect !== 'sqlite' || dataDir === ':memory:') return null;
  try {
    return announceSqliteServer(dataDir);
  } catch (error) {
    void handle.close();
    throw error;
  }
}

/** PostgreSQL: the feed of committed changes of this api's schema (every server listens); none on SQLite. */
async function changeFeedOf(handle: DatabaseHandle, options: ApiOptions): Promise<ChangeFeed | null> {
  if (handle.dialect !== 'postgres' || !handle.pool) return null;
  const { rows } = await handle.pool.query<{ schema: string }>('select current_schema() as schema');
  return openChangeFeed({
    pool: handle.pool,
    schema: rows[0]?.schema ?? 'public',
    log: options.log ?? console.error,
  });
}

/** The Express app: logging, metrics, security headers, CORS, body parsers, the routes and the error handler. */
function createExpressApp(
  ctx: ApiContext,
  parts: { logger: Logger; metrics: ApiMetrics; log?: (error: unknown) => void },
): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag: answers are per user and computed anyway, so a hash of every body (SHA-1 of a 40-card page) buys
  // nothing but a 304 instead of a 200.
  app.set('etag', false);
  app.set('trust proxy', ctx.config.trustProxy);
  // Every request's middlewares as one: the router walked a layer per middleware on every request.
  app.use(
    middlewareChain(
      requestScope(),
      parseQueryOnce,
      requestLog(parts.logger, pathRedactor(OPERATIONS.map((operation) => operation.path))),
      parts.metrics.observe,
      apiSecurityHeaders(ctx.config.publicUrl),
      corsPolicy(ctx),
      bodyParsers(),
    ),
  );
  serializeResponses(app, responseSchemas(OPERATIONS, COMPILED_ANSWERS), { verify: !ctx.config.production });
  const { routes, dispatch } = routeDispatch();
  const errors = createErrorHandler(parts.log);
  mountRoutes(routes, ctx, routeTable, OPERATIONS, writeChains(ctx, errors));
  app.use(dispatch);
  const undocumented = Router();
  mountUndocumentedRoutes(undocumented, ctx);
  app.use(undocumented);
  app.use(notFoundHandler);
  app.use(errors);
  return app;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
