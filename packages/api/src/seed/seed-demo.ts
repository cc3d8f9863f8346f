import type { ApiContext } from '../context';

/** Seeds the demo catalogue and accounts when the database has no users yet. */
export async function seedDemoIfEmpty(ctx: ApiContext): Promise<void> {
  const any = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return;
  // The catalogue loader and demo history land with the seed work.
}
