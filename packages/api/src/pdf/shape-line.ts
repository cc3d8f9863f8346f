import { embeddingLevels, type LineDirection, visualOrder } from './bidi-runs';
import type { FontWeight } from './font-families';
import { fontCovering, type LoadedFont, loadedFont, loadHarfBuzz } from './loaded-fonts';

/** One glyph as drawn, in thousandths of the font size; `text` is what it stands for when copied ('' for a mark). */
export interface PlacedGlyph {
  id: number;
  advance: number;
  dx: number;
  dy: number;
  text: string;
}

/** A run of glyphs of one font and one direction, in visual order (left to right). */
export interface ShapedRun {
  font: LoadedFont;
  glyphs: PlacedGlyph[];
}

/** A line ready to draw: its runs left to right and its width (thousandths of the font size). */
export interface ShapedLine {
  runs: ShapedRun[];
  width: number;
}

/** A character that takes the font of its neighbours: spaces, punctuation, digits, marks, joiners. */
const ATTACHES = /^[\p{Script=Common}\p{Script=Inherited}\p{M}]$/u;

interface Char {
  codePoint: number;
  attaches: boolean;
  font?: LoadedFont | undefined;
}

/**
 * The font of every character: the first of the chain that has its glyph; a neutral one (a space, a digit, a
 * mark) takes its neighbours' font when that has it (the letter before, else the one after), so a word and
 * its spaces and marks are shaped together. One entry per UTF-16 unit (a character beyond the BMP takes two).
 */
async function assignFonts(text: string, weight: FontWeight): Promise<LoadedFont[]> {
  const chars: Char[] = [...text].map((char) => ({
    codePoint: char.codePointAt(0) as number,
    attaches: ATTACHES.test(char),
  }));
  const primary = await loadedFont(0, weight);
  const firstCovering = async (codePoint: number) => (await fontCovering(codePoint, weight)) ?? primary;
  for (const char of chars) if (!char.attaches) char.font = await firstCovering(char.codePoint);
  for (const [i, char] of chars.entries()) {
    if (char.font) continue;
    const before = chars.slice(0, i).findLast((c) => !c.attaches)?.font;
    const after = chars.slice(i + 1).find((c) => !c.attaches)?.font;
    char.font =
      [before, after].find((font) => font?.covers(char.codePoint)) ?? (await firstCovering(char.codePoint));
  }
  return chars.flatMap((char) =>
    char.codePoint > 0xffff ? [char.font, char.font] : [char.font],
  ) as LoadedFont[];
}

interface LogicalRun {
  font: LoadedFont;
  level: number;
  start: number;
  end: number;
}

/** Maximal spans of one font and one embedding level, in logical order. */
function logicalRuns(fonts: LoadedFont[], levels: Uint8Array): LogicalRun[] {
  const runs: LogicalRun[] = [];
  for (let i = 0; i < fonts.length; i++) {
    const font = fonts[i] as LoadedFont;
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.font === font && last.level === level) last.end = i + 1;
    else runs.push({ font, level, start: i, end: i + 1 });
  }
  return runs;
}

/** Shapes one run with HarfBuzz (with the whole line as context, for joining across runs). */
async function shapeRun(text: string, run: LogicalRun): Promise<ShapedRun> {
  const hb = await loadHarfBuzz();
  const buffer = new hb.Buffer();
  buffer.addText(text, run.start, run.end - run.start);
  const rtl = run.level % 2 === 1;
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(run.font.hb, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = 1000 / run.font.unitsPerEm;
  // A cluster's text runs to the next cluster's start (clusters are UTF-16 offsets into the line).
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const endOf = (cluster: number) => starts.find((start) => start > cluster) ?? run.end;
  const glyphs: PlacedGlyph[] = infos.map((info, i) => {
    const position = positions[i] as (typeof positions)[number];
    return {
      id: info.codepoint,
      advance: position.xAdvance * scale,
      dx: position.xOffset * scale,
      dy: position.yOffset * scale,
      text: '',
    };
  });
  // A cluster's characters go to its glyphs in reading order, one each (the last takes the rest, as a ligature
  // does), so copying gives the text in order even where a glyph is drawn before the one it follows
  // (Devanagari's i-matra). Glyphs the shaper moved off the pen (Arabic vowel marks, the dots Naskh draws
  // apart) carry no text: their cluster's base glyphs tell it, and copying never splits a word around them.
  const members = new Map<number, number[]>();
  const reading = rtl ? [...infos.keys()].reverse() : [...infos.keys()];
  for (const i of reading) {
    const cluster = (infos[i] as (typeof infos)[number]).cluster;
    members.set(cluster, [...(members.get(cluster) ?? []), i]);
  }
  for (const [cluster, indexes] of members) {
    const chars = [...text.slice(cluster, endOf(cluster))];
    const bases = indexes.filter((i) => !(glyphs[i] as PlacedGlyph).dx && !(glyphs[i] as PlacedGlyph).dy);
    const carriers = (bases.length ? bases : indexes).slice(0, chars.length);
    carriers.forEach((i, n) => {
      const told = n === carriers.length - 1 ? chars.slice(n) : chars.slice(n, n + 1);
      // A glyph is read across its box as the line is: right to left in a right-to-left run (a lam-alef
      // ligature, a letter with its vowel mark), so text extraction puts them back in reading order.
      (glyphs[i] as PlacedGlyph).text = (rtl ? told.reverse() : told).join('');
    });
  }
  return { font: run.font, glyphs };
}

/**
 * Lays out one line of text in any script: each character in the first font of the chain that has it, the
 * Unicode Bidirectional Algorithm for the order of runs, HarfBuzz for shaping (Arabic joining and ligatures,
 * Devanagari reordering, kerning, mark positions).
 */
export async function shapeLine(
  text: string,
  weight: FontWeight,
  direction: LineDirection = 'auto',
): Promise<ShapedLine> {
  if (!text) return { runs: [], width: 0 };
  const [fonts, levels] = await Promise.all([assignFonts(text, weight), embeddingLevels(text, direction)]);
  const runs = await Promise.all(visualOrder(logicalRuns(fonts, levels)).map((run) => shapeRun(text, run)));
  const width = runs.reduce((sum, run) => sum + run.glyphs.reduce((s, g) => s + g.advance, 0), 0);
  return { runs, width };
}
