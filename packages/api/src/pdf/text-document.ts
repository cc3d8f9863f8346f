import type { Color, PDFDocument, PDFName, PDFPage, PDFRef } from 'pdf-lib';
import type { LineDirection } from './bidi-runs';
import type { FontWeight } from './font-families';
import { FontSubsets } from './font-subsets';
import { lineOperators } from './line-operators';
import { type ShapedLine, shapeLine } from './shape-line';

type PdfLib = typeof import('pdf-lib');

/** How a line is drawn. */
export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: Color;
  /** The paragraph direction ('auto': from its first strong character). */
  direction?: LineDirection;
}

/** Where a line goes: `x` is its left edge, its centre or its right edge. */
export interface TextPlace extends TextStyle {
  x: number;
  y: number;
  align?: 'left' | 'center' | 'right';
  /** The widest the line may be: a longer one is drawn smaller to fit (a long name on one line). */
  maxWidth?: number;
}

/**
 * A PDF document whose text may be in any script (see shape-line.ts): lines are shaped, drawn glyph by glyph
 * with subset fonts, and keep their exact text for copying and searching.
 */
export class TextDocument {
  private readonly fonts: FontSubsets;
  private readonly pageFonts = new Map<PDFPage, Map<PDFRef, PDFName>>();

  private constructor(
    private readonly lib: PdfLib,
    readonly pdf: PDFDocument,
  ) {
    this.fonts = new FontSubsets(lib, pdf.context);
  }

  /** A new document (pdf-lib is loaded on first use: it holds 25 MB). */
  static async create(): Promise<TextDocument> {
    const lib = await import('pdf-lib');
    return new TextDocument(lib, await lib.PDFDocument.create());
  }

  /** The line shaped, with its width in points at its size. */
  async measure(text: string, style: TextStyle): Promise<ShapedLine & { points: number }> {
    const line = await shapeLine(text, style.weight ?? 'regular', style.direction ?? 'auto');
    return { ...line, points: (line.width * style.size) / 1000 };
  }

  private fontName(page: PDFPage, ref: PDFRef): PDFName {
    const names = this.pageFonts.get(page) ?? new Map<PDFRef, PDFName>();
    this.pageFonts.set(page, names);
    const name = names.get(ref) ?? page.node.newFontDictionary('F', ref);
    names.set(ref, name);
    return name;
  }

  /** Draws one line; returns its width in points. */
  async drawText(page: PDFPage, text: string, place: TextPlace): Promise<number> {
    const measured = await this.measure(text, place);
    const { runs } = measured;
    const fits = !place.maxWidth || measured.points <= place.maxWidth;
    const size = fits ? place.size : (place.size * (place.maxWidth as number)) / measured.points;
    const points = (measured.width * size) / 1000;
    const left =
      place.align === 'center' ? place.x - points / 2 : place.align === 'right' ? place.x - points : place.x;
    const { beginText, endText, popGraphicsState, pushGraphicsState, rgb, setFillingColor } = this.lib;
    const operators = [
      pushGraphicsState(),
      setFillingColor(place.color ?? rgb(0, 0, 0)),
      beginText(),
      ...lineOperators(this.lib, this.pdf.context, this.fonts, runs, {
        left,
        y: place.y,
        size,
        fontName: (subset) => this.fontName(page, subset.ref),
      }),
      endText(),
      popGraphicsState(),
    ];
    page.pushOperators(...operators);
    return points;
  }

  /** The document's bytes, with the fonts' subsets. */
  async save(): Promise<Uint8Array> {
    await this.fonts.embedAll();
    return this.pdf.save();
  }
}
