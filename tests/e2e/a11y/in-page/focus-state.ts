/** The focused element as a sighted keyboard user finds it: its name, its ring, whether it is covered. */
import { backgroundBehind, contrast, parseColour } from './colour';
import { deepActive, deepPoint, describe, parentOf, within } from './elements';
import { INTERACTIVE } from './targets';
import type { Box, FocusState } from './types';

export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  const root = el.getRootNode() as Document | ShadowRoot;
  const by = el.getAttribute('aria-labelledby');
  if (by)
    return by
      .split(/\s+/)
      .map((id) => root.getElementById?.(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return Array.from(labels).map(spoken).join(' ').trim();
  return spoken(el).trim().replace(/\s+/g, ' ');
}

/** The text of an element a screen reader reads: without what is hidden from it. */
export function spoken(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  // A control inside a label (a select in its label) gives the label its value, not all its options.
  if (node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement) return '';
  return Array.from(node.childNodes).map(spoken).join('');
}

/** Where the focus ring is drawn: the element, the label of a visually hidden input, or an ancestor whose
 * `:focus-within` draws it (the header's search box). */
export function ringOf(el: Element): FocusState['ring'] {
  const candidates: Element[] = [el, ...Array.from((el as HTMLInputElement).labels ?? [])];
  let up = el.parentElement;
  for (let i = 0; i < 3 && up; i++, up = up.parentElement) candidates.push(up);
  for (const c of candidates) {
    const style = getComputedStyle(c);
    const width = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) {
      const colour = parseColour(style.outlineColor);
      const behind = backgroundBehind(parentOf(c) ?? c);
      return {
        style: style.outlineStyle,
        width,
        color: style.outlineColor,
        contrast: Math.round(contrast(colour, behind) * 100) / 100,
        on: `rgb(${behind.slice(0, 3).join(', ')})`,
      };
    }
    if (c === el && style.boxShadow !== 'none' && /\d+px \d+px \d+px [1-9]/.test(style.boxShadow))
      return { style: 'box-shadow', width: 0, color: style.boxShadow, contrast: 0, on: '' };
  }
  return null;
}

export function focus(): FocusState {
  const el = deepActive();
  const viewport = { width: innerWidth, height: innerHeight };
  const none: Box = { top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  if (!el || el === document.body || el === document.documentElement)
    return {
      element: el?.tagName.toLowerCase() ?? 'nothing',
      name: '',
      dropped: true,
      interactive: false,
      kind: '',
      rect: none,
      viewport,
      ring: null,
      covered: true,
      coveredBy: '',
    };
  const r = el.getBoundingClientRect();
  const rect = {
    top: r.top,
    left: r.left,
    bottom: r.bottom,
    right: r.right,
    width: r.width,
    height: r.height,
  };
  // 2.4.11: some of it shows; points a little inside its box, in the viewport.
  const xs = [r.left + 2, r.left + r.width / 2, r.right - 2].map((x) =>
    Math.min(Math.max(x, 0), innerWidth - 1),
  );
  const ys = [r.top + 2, r.top + r.height / 2, r.bottom - 2].map((y) =>
    Math.min(Math.max(y, 0), innerHeight - 1),
  );
  const hits = xs.flatMap((x) => ys.map((y) => deepPoint(x, y)));
  const visibleInViewport = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  const covered = !visibleInViewport || !hits.some((hit) => within(hit, el) || (!!hit && within(el, hit)));
  const centre = deepPoint(xs[1]!, ys[1]!);
  return {
    element: describe(el),
    name: accessibleName(el),
    dropped: false,
    interactive: el.matches(INTERACTIVE),
    kind: el.getAttribute('role') ?? (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()),
    rect,
    viewport,
    ring: ringOf(el),
    covered,
    coveredBy: centre && !within(centre, el) ? describe(centre) : '',
  };
}
