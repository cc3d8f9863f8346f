/** WCAG 2.5.8: the pointer targets and those too small without an exception. */
import { allElements, clippedAway, describe, shown } from './elements';

export const INTERACTIVE =
  'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option],[tabindex]:not([tabindex="-1"])';

/** The pointer targets: interactive elements that are shown and not disabled. */
export function pointerTargets(): Element[] {
  return allElements().filter(
    (el) =>
      el.matches(INTERACTIVE) &&
      !el.matches(':disabled') &&
      shown(el) &&
      !clippedAway(el) &&
      // A label's input whose label is the target (a visually hidden input behind a styled label).
      !(el instanceof HTMLInputElement && Number(getComputedStyle(el).opacity) === 0),
  );
}

/** A link in a sentence or a block of text (2.5.8's inline exception). */
export function inline(el: Element): boolean {
  if (getComputedStyle(el).display !== 'inline') return false;
  let block = el.parentElement;
  while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
  const own = (el.textContent ?? '').trim().length;
  const all = (block?.textContent ?? '').trim().length;
  return all > own + 1;
}

/** A control whose size the browser sets and the author did not change (2.5.8's user agent exception). */
export function userAgentSized(el: Element): boolean {
  if (!(el instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(el.type)) return false;
  const style = getComputedStyle(el);
  return style.appearance !== 'none' && Math.round(Number.parseFloat(style.width)) === 13;
}

export function targets(): string[] {
  const all = pointerTargets().map((el) => ({ el, rect: el.getBoundingClientRect() }));
  const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
    Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const found: string[] = [];
  for (const { el, rect } of all) {
    if (!small(rect) || inline(el) || userAgentSized(el)) continue;
    const c = centre(rect);
    // The spacing exception: a 24 px circle on the target's centre meets no other target, nor the circle of
    // another small one. A target inside another (an icon in its button) is part of it.
    const crowded = all.find(({ el: other, rect: r }) => {
      if (other === el || other.contains(el) || el.contains(other)) return false;
      if (small(r)) return Math.hypot(centre(r).x - c.x, centre(r).y - c.y) < 23.5;
      return distanceToRect(c, r) < 11.75;
    });
    if (crowded)
      found.push(
        `${describe(el)}: ${Math.round(rect.width)}×${Math.round(rect.height)} px, ${describe(crowded.el)} within its 24 px`,
      );
  }
  return found;
}
