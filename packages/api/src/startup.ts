import { ensureFirstAdmin } from './accounts/first-admin';
import type { ApiContext } from './config/context';
import { ensurePackages, seedDemoIfEmpty } from './seed/seed-demo';

/** What the first start did, for the process that prints the banner (`npm start`). */
export interface ApiStartup {
  /** The demo accounts exist and may be listed (development only: production never prints them). */
  demoAccounts: boolean;
  /** The one-time link that sets the first administrator's password (ADMIN_EMAIL), until it is used. */
  adminSetupLink: string | null;
  /** Production without any administrator and without ADMIN_EMAIL. */
  needsAdmin: boolean;
}

/**
 * Demo data only in development or when asked for (`SEED_DEMO=1`); production gets the packages (signup
 * needs FREE) and its first administrator from ADMIN_EMAIL, never the demo accounts.
 */
export async function prepareData(ctx: ApiContext): Promise<ApiStartup> {
  const { config } = ctx;
  const seed = config.seedDemo ?? !config.production;
  if (seed) await seedDemoIfEmpty(ctx);
  else if (config.production) await ensurePackages(ctx);
  const admin = config.production ? await ensureFirstAdmin(ctx, config.adminEmail) : null;
  return {
    demoAccounts: seed && !config.production,
    adminSetupLink: admin?.link ?? null,
    needsAdmin: admin?.missing ?? false,
  };
}
