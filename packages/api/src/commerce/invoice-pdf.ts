import { DEFAULT_LANGUAGE, type Language } from '@modkit/sdk/rules';
import { type ServerMessageIds, serverTexts } from '../i18n/server-texts';
import { PRODUCT_NAME } from '../messaging/mail-templates';
import { TextDocument } from '../pdf/text-document';

/** What an invoice shows of its order. */
export interface InvoicedOrder {
  id: number;
  amount: number;
  currency: string;
  paid_at: string | null;
}

/**
 * A one-page A4 invoice of a paid order, in the buyer's language (right-aligned and right to left in
 * Arabic), the buyer's name in any script (see pdf/text-document.ts).
 */
export async function renderInvoicePdf(
  order: InvoicedOrder,
  packageName: string,
  buyer: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Uint8Array> {
  const texts = serverTexts(language);
  const words = (id: ServerMessageIds['documents'], values: Record<string, string>) =>
    texts.t('documents', id, values);
  const doc = await TextDocument.create();
  const { rgb } = await import('pdf-lib');
  doc.pdf.setTitle(words('invoice.documentTitle', { id: String(order.id) }));
  doc.pdf.setAuthor(PRODUCT_NAME);
  doc.pdf.setLanguage(texts.language);
  const page = doc.pdf.addPage([595, 842]);
  const rtl = texts.dir === 'rtl';
  const line = (text: string, y: number, size = 12, weight: 'regular' | 'bold' = 'regular') =>
    doc.drawText(page, text, {
      x: rtl ? 539 : 56,
      y,
      size,
      weight,
      align: rtl ? 'right' : 'left',
      direction: texts.dir,
      maxWidth: 483,
      color: rgb(0.1, 0.1, 0.15),
    });
  const amount = new Intl.NumberFormat(texts.language, {
    style: 'currency',
    currency: order.currency,
    currencyDisplay: 'code',
  }).format(order.amount);
  await line(PRODUCT_NAME, 780, 22, 'bold');
  await line(words('invoice.heading', { id: String(order.id) }), 740, 16, 'bold');
  await line(words('invoice.date', { date: order.paid_at ? texts.day(order.paid_at) : '' }), 715);
  await line(words('invoice.billedTo', { buyer }), 695);
  await line(words('invoice.package', { package: packageName }), 650);
  await line(words('invoice.amountPaid', { amount }), 630, 12, 'bold');
  return doc.save();
}
