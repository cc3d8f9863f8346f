/** Colours as the checks read them: the background behind an element, a computed colour, the contrast of two. */
import { parentOf } from './elements';

/** The colour behind an element: the first ancestor (through shadow hosts) with a background. */
export function backgroundBehind(el: Element): number[] {
  let node: Element | null = el;
  while (node) {
    const style = getComputedStyle(node);
    const gradient = /rgba?\([^)]+\)/.exec(style.backgroundImage);
    if (gradient) return parseColour(gradient[0]);
    const colour = parseColour(style.backgroundColor);
    if (colour[3]! > 0.5) return colour;
    node = parentOf(node);
  }
  return [255, 255, 255, 1];
}

export function parseColour(text: string): number[] {
  const parts =
    /rgba?\(([^)]+)\)/
      .exec(text)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

export function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
