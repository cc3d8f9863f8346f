/** Escapes text for SVG/XML content. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/** Shades a #rrggbb color towards black by `amount` (0..1). */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A 640×360 cover image: a gradient in the item's color, its icon and its title. No network, no fonts to load. */
export function coverSvg({ title, color, icon }: { title: string; color: string; icon: string }): string {
  const lines = wrap(title, 22);
  const text = lines
    .map((l, i) => `<text x="40" y="${250 - (lines.length - 1 - i) * 44}">${xml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${xml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.45)}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="70" r="140" fill="#ffffff" opacity="0.08"/>
<text x="40" y="110" font-size="72">${xml(icon)}</text>
<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="38" font-weight="700" fill="#ffffff">${text}</g>
</svg>`;
}
