import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/commerce/invoice-pdf';
import { ensurePackages } from '../../src/seed/seed-demo';
import { buyPackage } from '../fixtures/orders';
import { drawnAsGlyphs, pdfText } from '../fixtures/pdf-pages';
import { createUser } from '../fixtures/people';
import { startTestServer } from '../support/harness';

const ORDER = { id: 41, amount: 22.49, currency: 'USD', paid_at: '2026-11-27T09:30:00.000Z' };

describe('an invoice names its buyer in any script', () => {
  it.each([
    ['محمد علي', 'm.ali@example.org'],
    ['王伟', 'wang.wei@example.org'],
    ['Дмитрий Иванов', 'dmitry@example.org'],
  ])('%s: the text holds the name, the page draws it', async (name, email) => {
    const invoiceFor = (buyer: string) => renderInvoicePdf(ORDER, 'PREMIUM', buyer);
    const text = await pdfText(await invoiceFor(`${name} <${email}>`));
    expect(text).toContain('Billed to: ');
    expect(text).toContain(name);
    expect(text).toContain(email);
    expect(await drawnAsGlyphs(invoiceFor, name)).toBe(true);
  });

  it("is written in the buyer's language: Spanish and Arabic", async () => {
    const spanish = await pdfText(await renderInvoicePdf(ORDER, 'PREMIUM', 'Lucía Pérez', 'es'));
    expect(spanish).toContain('Factura n.º 41');
    expect(spanish).toContain('Facturado a: Lucía Pérez');
    expect(spanish).toMatch(/Importe pagado: 22,49\sUSD/);
    const arabic = await pdfText(await renderInvoicePdf(ORDER, 'PREMIUM', 'محمد علي', 'ar'));
    expect(arabic).toContain('فاتورة رقم 41');
    expect(arabic).toContain('محمد علي');
    expect(arabic).toContain('المبلغ المدفوع');
  });

  it('the api issues a buyer’s invoice with their name and in their language', async () => {
    const server = await startTestServer();
    try {
      await ensurePackages(server.api.ctx);
      const buyer = await createUser(server.api.ctx, {
        first_name: 'Дмитрий',
        last_name: 'Иванов',
        language: 'es',
        packageName: 'FREE',
      });
      const { invoicePath } = await buyPackage(server, buyer.token);
      const pdf = await fetch(server.url + invoicePath.replace('/api', ''), {
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(`Facturado a: Дмитрий Иванов <${buyer.email}>`);
      expect(text).toContain('Paquete: ELITE');
    } finally {
      await server.close();
    }
  });
});
