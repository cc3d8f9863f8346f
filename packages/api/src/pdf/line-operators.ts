import type { PDFContext, PDFName, PDFOperator } from 'pdf-lib';
import type { FontSubsets } from './font-subsets';
import type { ShapedRun } from './shape-line';

type PdfLib = typeof import('pdf-lib');

/** Where and how large a shaped line is drawn, and the page's name of each font subset. */
export interface LinePlace {
  left: number;
  y: number;
  size: number;
  fontName: (subset: ReturnType<FontSubsets['of']>) => PDFName;
}

/**
 * The content-stream operators of a shaped line, inside a text object, in two passes:
 * - the glyphs that carry text, in order, one TJ a run: each moved from where its width puts it to where
 *   the shaper placed it (kerning; TJ numbers are thousandths of the size, positive to the left), raised or
 *   lowered by the text rise if the shaper moved it so. Copying and searching read this pass, word by word.
 * - then the glyphs that stand for no text (Arabic vowel marks, the dots Naskh draws apart), each at its
 *   place inside an empty ActualText span: drawn, never copied, never splitting a word for a text reader.
 */
export function lineOperators(
  lib: PdfLib,
  context: PDFContext,
  fonts: FontSubsets,
  runs: readonly ShapedRun[],
  place: LinePlace,
): PDFOperator[] {
  const {
    PDFHexString,
    PDFName,
    PDFOperator,
    PDFOperatorNames: Op,
    setFontAndSize,
    setTextMatrix,
    setTextRise,
  } = lib;
  const { left, y, size } = place;
  const cidHex = (cid: number) => PDFHexString.of(cid.toString(16).padStart(4, '0'));
  const at = (thousandths: number) => Math.round(((thousandths * size) / 1000) * 100) / 100;
  const operators: PDFOperator[] = [setTextMatrix(1, 0, 0, 1, left, y)];
  const marks: Array<{ name: PDFName; cid: number; x: number; y: number }> = [];
  let shown: Array<ReturnType<typeof cidHex> | number> = [];
  const move = (thousandths: number) => {
    const by = Math.round(thousandths * 100) / 100;
    if (!by) return;
    const last = shown.at(-1);
    if (typeof last === 'number') shown[shown.length - 1] = last + by;
    else shown.push(by);
  };
  const flush = () => {
    if (shown.length) operators.push(PDFOperator.of(Op.ShowTextAdjusted, [context.obj(shown)]));
    shown = [];
  };
  let pen = 0;
  let rise = 0;
  for (const run of runs) {
    const subset = fonts.of(run.font);
    const name = place.fontName(subset);
    flush();
    operators.push(setFontAndSize(name, size));
    for (const glyph of run.glyphs) {
      const { cid, width } = subset.cid(glyph);
      if (!glyph.text) {
        marks.push({ name, cid, x: left + at(pen + glyph.dx), y: y + at(glyph.dy) });
        move(-glyph.advance);
      } else {
        if (at(glyph.dy) !== rise) {
          flush();
          rise = at(glyph.dy);
          operators.push(setTextRise(rise));
        }
        move(-glyph.dx);
        shown.push(cidHex(cid));
        move(width - glyph.advance + glyph.dx);
      }
      pen += glyph.advance;
    }
  }
  flush();
  if (rise) operators.push(setTextRise(0));
  // pdf-lib writes any object as an operand; its types list only the common ones.
  const noText = context.obj({ ActualText: PDFHexString.of('') }) as unknown as PDFName;
  let current: PDFName | undefined;
  for (const mark of marks) {
    if (mark.name !== current) operators.push(setFontAndSize(mark.name, size));
    current = mark.name;
    operators.push(
      setTextMatrix(1, 0, 0, 1, mark.x, mark.y),
      PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of('Span'), noText]),
      PDFOperator.of(Op.ShowText, [cidHex(mark.cid)]),
      PDFOperator.of(Op.EndMarkedContent),
    );
  }
  return operators;
}
