import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../../src/learning/certificates';
import { drawnAsGlyphs, pdfText } from '../fixtures/pdf-pages';

/** Names in four scripts (Latin beyond Latin-1, Cyrillic, Han, Arabic), as learners write them. */
const NAMES = ['Łukasz Wójcik', 'Дмитрий Иванов', '王伟', 'محمد علي'];
/** And the other scripts a name may use: Greek, Hebrew, Devanagari, Hangul, kana, vocalised Arabic. */
const MORE_NAMES = ['Ελένη Παπαδοπούλου', 'שרה כהן', 'प्रिया शर्मा', '김민준', 'さくら', 'مُحَمَّد'];

const certificateOf = (name: string) =>
  renderCertificatePdf(name, 'Climate Basics', '2026-11-27T09:30:00.000Z');

describe('a certificate draws a learner name in any script', () => {
  it.each([...NAMES, ...MORE_NAMES])('%s: its text layer holds the name exactly', async (name) => {
    expect(await pdfText(await certificateOf(name))).toContain(name);
  });

  it.each(NAMES)('%s: its page shows the name as glyphs, never as question marks or boxes', async (name) => {
    expect(await drawnAsGlyphs(certificateOf, name)).toBe(true);
  });

  it("is written in the learner's language", async () => {
    const spanish = await pdfText(
      await renderCertificatePdf('Lucía Pérez', 'Clima', '2026-11-27T09:30:00.000Z', 'es'),
    );
    expect(spanish).toContain('Certificado de finalización');
    expect(spanish).toContain('Emitido el 27 de noviembre de 2026');
    const arabic = await pdfText(
      await renderCertificatePdf('محمد علي', 'أساسيات المناخ', '2026-11-27T09:30:00.000Z', 'ar'),
    );
    expect(arabic).toContain('شهادة إتمام');
    expect(arabic).toContain('تقديرًا لإتمام جميع وحدات المجموعة');
    expect(arabic).toContain('أساسيات المناخ');
  });
});
