import { createHash } from 'node:crypto';
import type { Subset } from 'fontkit';
import type { PDFContext, PDFRef } from 'pdf-lib';
import type { LoadedFont } from './loaded-fonts';
import type { PlacedGlyph } from './shape-line';

type PdfLib = typeof import('pdf-lib');

/**
 * One font as a PDF embeds it: a Type0 font (Identity-H) over a TrueType CIDFont that holds only the glyphs
 * drawn. Each distinct (glyph, text) pair is one CID, so the ToUnicode map gives every glyph the exact text
 * it stands for (a glyph drawn for two texts, as a shared space, gets two CIDs); CIDToGIDMap maps CIDs onto
 * the subset's glyphs.
 */
class FontSubset {
  readonly ref: PDFRef;
  private readonly subset: Subset;
  private readonly cidOfKey = new Map<string, number>();
  private readonly gids: number[] = [0];
  private readonly texts: string[] = [''];
  private readonly widths: number[];

  constructor(
    private readonly lib: PdfLib,
    context: PDFContext,
    readonly font: LoadedFont,
  ) {
    this.ref = context.nextRef();
    this.subset = font.fontkit.createSubset();
    this.widths = [this.widthOf(0)];
  }

  /** The glyph's advance without kerning (the W array), in thousandths of the font size. */
  private widthOf(glyph: number): number {
    return Math.round((this.font.hb.glyphHAdvance(glyph) * 1000) / this.font.unitsPerEm);
  }

  /** The CID of a glyph standing for a text, and its width in the W array. */
  cid(glyph: PlacedGlyph): { cid: number; width: number } {
    const key = `${glyph.id}:${glyph.text}`;
    let cid = this.cidOfKey.get(key);
    if (cid === undefined) {
      cid = this.gids.length;
      this.cidOfKey.set(key, cid);
      // fontkit answers the glyph's id in the subset (its types say boolean).
      this.gids.push(this.subset.includeGlyph(this.font.fontkit.getGlyph(glyph.id)) as unknown as number);
      this.texts.push(glyph.text);
      this.widths.push(this.widthOf(glyph.id));
    }
    return { cid, width: this.widths[cid] as number };
  }

  /** The ToUnicode CMap: each CID's text as UTF-16BE (at most 100 entries a block, as the format allows). */
  private toUnicode(): string {
    const hex = (text: string) =>
      [...text].map((c) => Buffer.from(c, 'utf16le').swap16().toString('hex')).join('') || '0000';
    const entries = this.texts.flatMap((text, cid) =>
      cid === 0 || !text ? [] : [`<${cid.toString(16).padStart(4, '0')}> <${hex(text)}>`],
    );
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }

  /** Writes the font's objects into the document (once every glyph is known). */
  async embed(context: PDFContext): Promise<void> {
    const file = this.subset.encode();
    const fk = this.font.fontkit;
    const scale = 1000 / this.font.unitsPerEm;
    // A subset's name has a six-letter tag (ISO 32000 9.6.4), here derived from its content.
    const digest = createHash('sha256').update(file).digest();
    const tag = [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
    const baseFont = `${tag}+${(fk.postscriptName || this.font.family.name).replace(/[^A-Za-z0-9-]/g, '')}`;
    const cidToGid = Buffer.alloc(this.gids.length * 2);
    for (const [cid, gid] of this.gids.entries()) cidToGid.writeUInt16BE(gid, cid * 2);
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4,
      FontBBox: [fk.bbox.minX * scale, fk.bbox.minY * scale, fk.bbox.maxX * scale, fk.bbox.maxY * scale],
      ItalicAngle: fk.italicAngle,
      Ascent: fk.ascent * scale,
      Descent: fk.descent * scale,
      CapHeight: (fk.capHeight || fk.ascent) * scale,
      StemV: 80,
      FontFile2: context.register(context.flateStream(file, { Length1: file.length })),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: {
        Registry: this.lib.PDFString.of('Adobe'),
        Ordering: this.lib.PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: context.register(descriptor),
      W: [0, this.widths],
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    });
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(this.toUnicode())),
      }),
    );
  }
}

/** The fonts of one PDF document: a subset per font drawn, written when the document is saved. */
export class FontSubsets {
  private readonly subsets = new Map<LoadedFont, FontSubset>();

  /** pdf-lib is handed in (loaded with the first document, never at start: it holds 25 MB). */
  constructor(
    private readonly lib: PdfLib,
    private readonly context: PDFContext,
  ) {}

  /** The subset of a font in this document (created on first use). */
  of(font: LoadedFont): FontSubset {
    let subset = this.subsets.get(font);
    if (!subset) {
      subset = new FontSubset(this.lib, this.context, font);
      this.subsets.set(font, subset);
    }
    return subset;
  }

  async embedAll(): Promise<void> {
    for (const subset of this.subsets.values()) await subset.embed(this.context);
  }
}
