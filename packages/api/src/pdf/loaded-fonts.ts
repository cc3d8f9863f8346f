import { readFile } from 'node:fs/promises';
import type { Font as FontkitFont } from 'fontkit';
import { FONT_FAMILIES, type FontFamily, type FontWeight, fontFilePath } from './font-families';

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

/** A font file read once per process: shaped with HarfBuzz, subset into each PDF with fontkit. */
export interface LoadedFont {
  family: FontFamily;
  weight: FontWeight;
  /** The family's place in the fallback chain (0 = first). */
  rank: number;
  hb: HbFont;
  unitsPerEm: number;
  fontkit: FontkitFont;
  /** Whether the font has a glyph for the code point. */
  covers(codePoint: number): boolean;
}

let harfbuzz: Promise<HarfBuzz> | undefined;

/** HarfBuzz (WebAssembly), loaded when the first document is drawn. */
export function loadHarfBuzz(): Promise<HarfBuzz> {
  harfbuzz ??= import('harfbuzzjs');
  return harfbuzz;
}

let fontkit: Promise<typeof import('fontkit')> | undefined;

/** fontkit (subsets fonts for the PDF), loaded with the first document. */
function loadFontkit(): Promise<typeof import('fontkit')> {
  fontkit ??= import('fontkit');
  return fontkit;
}

const loaded = new Map<string, Promise<LoadedFont>>();

async function load(rank: number, weight: FontWeight): Promise<LoadedFont> {
  const family = FONT_FAMILIES[rank] as FontFamily;
  const [hb, fk, bytes] = await Promise.all([
    loadHarfBuzz(),
    loadFontkit(),
    readFile(fontFilePath(family, weight)),
  ]);
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  return {
    family,
    weight,
    rank,
    hb: font,
    unitsPerEm: face.upem,
    fontkit: fk.create(bytes) as FontkitFont,
    covers: (codePoint) => (font.nominalGlyph(codePoint) ?? 0) !== 0,
  };
}

/** The font of a family (by its rank in the fallback chain) and weight; read from disk once. */
export function loadedFont(rank: number, weight: FontWeight): Promise<LoadedFont> {
  const key = `${rank}:${weight}`;
  let font = loaded.get(key);
  if (!font) {
    font = load(rank, weight);
    // A failed read is not kept: the next document tries again.
    font.catch(() => loaded.delete(key));
    loaded.set(key, font);
  }
  return font;
}

/**
 * The first font of the chain that has a glyph for the code point, or null when none does. Families are read
 * only as far down the chain as needed: a Latin text never reads the CJK files.
 */
export async function fontCovering(codePoint: number, weight: FontWeight): Promise<LoadedFont | null> {
  for (let rank = 0; rank < FONT_FAMILIES.length; rank++) {
    const font = await loadedFont(rank, weight);
    if (font.covers(codePoint)) return font;
  }
  return null;
}
