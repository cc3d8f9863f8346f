import cors from 'cors';
import express, { type Express, Router } from 'express';
import { loadSigningKey } from './auth/signing-key';
import { type ApiConfig, configFromEnv } from './config';
import type { ApiContext } from './context';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { routeModules } from './routes/index';
import { createApiEvents } from './services/api-events';
import { createOutboxMail } from './services/mail';
import { createDiskStorage, storageRootFor } from './services/storage';

export interface ApiOptions extends Partial<ApiConfig> {
  /** Seed the demo catalogue and accounts when the database is empty (default true). */
  seedDemo?: boolean;
  /** PostgreSQL schema (tests isolate suites). */
  pgSchema?: string;
  /** The clock; tests move it. */
  now?: () => number;
  /** Where unexpected errors are logged. */
  log?: (error: unknown) => void;
}

export interface Api {
  /** The Express app to mount at `/api` (or serve alone). */
  app: Express;
  ctx: ApiContext;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start, and builds the Express app of the API. */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const config: ApiConfig = { ...configFromEnv(), ...stripUndefined(options) };
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgSchema: options.pgSchema,
  });
  await migrateToLatest(handle.db, handle.dialect === 'postgres' ? options.pgSchema : undefined);
  const now = options.now ?? Date.now;
  const ctx: ApiContext = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    signingKey: await loadSigningKey(config.dataDir),
    mail: createOutboxMail(handle.db, now),
    storage: createDiskStorage(storageRootFor(config.dataDir)),
    now,
    events: createApiEvents(),
  };
  if (options.seedDemo ?? true) {
    const { seedDemoIfEmpty } = await import('./seed/seed-demo');
    await seedDemoIfEmpty(ctx);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    cors({
      // Partner origins as configured; any origin in development; in production without a list, only our own.
      origin: config.corsOrigins.length
        ? config.corsOrigins
        : config.production
          ? [new URL(config.publicUrl).origin]
          : true,
      credentials: false,
      maxAge: 600,
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  const router = Router();
  for (const register of routeModules) register(router, ctx);
  app.use(router);
  app.use(notFoundHandler);
  app.use(createErrorHandler(options.log));

  return { app, ctx, close: () => handle.close() };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
