import type { ApiContext } from '../config/context';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest, notFound } from '../http/http-error';
import { languageOf } from '../i18n/server-texts';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The stored invoice PDF of the user's paid order, rendered and stored the first time it is asked for.
 * 404 for another user's order; 400 while it is not paid.
 */
export async function invoicePathOf(ctx: ApiContext, user: UserRow, orderId: number): Promise<string> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.status !== 'SUCCESS') throw badRequest('An invoice exists only for a paid order.');
  if (order.invoice_path) return order.invoice_path;
  const pkg = await ctx.db
    .selectFrom('packages')
    .select('name')
    .where('id', '=', order.package_id)
    .executeTakeFirstOrThrow();
  const buyer = `${user.first_name} ${user.last_name} <${user.email}>`;
  const pdf = await renderInvoicePdf(order, pkg.name, buyer, languageOf(user.language));
  const path = await ctx.storage.put('invoices', `invoice-${order.id}.pdf`, pdf);
  await ctx.db
    .updateTable('orders')
    .set({ invoice_path: path })
    .where('id', '=', order.id)
    .where('invoice_path', 'is', null)
    .execute();
  return path;
}
