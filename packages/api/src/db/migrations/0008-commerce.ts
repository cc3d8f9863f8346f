import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/** Orders, coupons, enquiries and the public like pages (part 2 §2–§4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const real = d === 'postgres' ? ('double precision' as const) : ('real' as const);
  await withId(db.schema.createTable('coupons'), d)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', real, (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db.schema.createTable('orders'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('amount', real, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gatway_type', 'text', (c) => c.notNull())
    .addColumn('gateway_reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_status', 'text', (c) => c.notNull())
    .addColumn('invoice_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
  await withId(db.schema.createTable('enquiries'), d)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('public_likes'), d)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('public_likes_once', ['kind', 'item_id', 'visitor'])
    .execute();
}
