import { importCatalogue } from '../catalogue-import/import-catalogue';
import { readCatalogueDir } from '../catalogue-import/read-catalogue';
import type { ApiContext } from '../config/context';
import { createDemoAccountHistory } from './demo-account-history';
import { demoCatalogueKeys } from './demo-catalogue';
import { createDemoHistory } from './demo-history';
import type { DemoHistoryStep } from './demo-history-step';
import { createDemoPeople } from './demo-people';
import { createDemoSupervisionHistory } from './demo-supervision-history';
import { PACKAGES } from './packages';

/** The demo accounts' history, step by step: the later steps build on the first one's records. */
const DEMO_HISTORY: DemoHistoryStep[] = [
  createDemoHistory,
  createDemoAccountHistory,
  createDemoSupervisionHistory,
];

/**
 * Seeds packages, the demo catalogue, the demo accounts and their history when the database has no users.
 * The history covers the demo catalogue's modules only, in time linear in them (not in the database's
 * modules): a start on a large imported catalogue stays quick.
 */
export async function seedDemoIfEmpty(ctx: ApiContext): Promise<boolean> {
  const any = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await ensurePackages(ctx);
  // A demo coupon for the order flow: 10 % off, 1000 uses.
  await ctx.db
    .insertInto('coupons')
    .values({ code: 'WELCOME10', kind: 'PERCENT', value: 10, expires_at: null, usage_limit: 1000 })
    .execute();
  const catalogue = readCatalogueDir();
  await importCatalogue(ctx, catalogue);
  // The history is the demo catalogue's: a catalogue imported before the first start gets none of it.
  const demo = demoCatalogueKeys(catalogue);
  const people = await createDemoPeople(ctx);
  for (const step of DEMO_HISTORY) await step(ctx, people, demo);
  return true;
}

/** Inserts the four packages that are missing (by name). */
export async function ensurePackages(ctx: ApiContext): Promise<void> {
  const existing = new Set((await ctx.db.selectFrom('packages').select('name').execute()).map((p) => p.name));
  const missing = PACKAGES.filter((p) => !existing.has(p.name));
  // Two servers starting together on an empty database both find them missing: the second inserts nothing.
  if (missing.length)
    await ctx.db
      .insertInto('packages')
      .values(missing)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
}
