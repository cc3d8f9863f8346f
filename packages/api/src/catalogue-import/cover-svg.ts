import { escapeHtml } from '../http/html';

/** Shades a #rrggbb color towards black by `amount` (0..1). */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A small stable hash of a key (FNV-1a), so that a category always gets the same motif. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The motifs a cover can carry, drawn in white over the gradient. */
const MOTIFS: Array<(h: number) => string> = [
  // Rings from a corner.
  (h) =>
    [0, 1, 2, 3]
      .map(
        (i) => `<circle cx="${520 + (h % 80)}" cy="${60 + (h % 50)}" r="${70 + i * 55}" stroke-width="18"/>`,
      )
      .join(''),
  // Diagonal bands.
  (h) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${-200 + i * 170 + (h % 60)} 360 L${40 + i * 170 + (h % 60)} 0" stroke-width="34"/>`,
      )
      .join(''),
  // A grid of dots.
  (h) =>
    Array.from({ length: 24 }, (_, i) => {
      const x = 360 + (i % 6) * 48 + (h % 20);
      const y = 50 + Math.floor(i / 6) * 48;
      return `<circle cx="${x}" cy="${y}" r="9" fill="#fff" stroke="none"/>`;
    }).join(''),
  // Stacked chevrons.
  (h) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${380 + (h % 40)} ${70 + i * 70} l90 60 l90 -60" stroke-width="16" stroke-linejoin="round"/>`,
      )
      .join(''),
];

/**
 * A 640×360 cover of a category (its modules share it) or a collection: a gradient in its color and a motif
 * chosen by its key, with no text and no emoji (the card shows the title; emoji fonts are not everywhere).
 * No network, no fonts to load.
 */
export function coverSvg({ key, label, color }: { key: string; label: string; color: string }): string {
  const h = hash(key);
  const motif = MOTIFS[h % MOTIFS.length]!(h >>> 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.45)}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g fill="none" stroke="#fff" opacity="0.16">${motif}</g>
</svg>`;
}
