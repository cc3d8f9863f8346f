/** WCAG 1.4.12: the text spacing applied, and the text it cuts off. */
import { allElements, clippedAway, describe, shown } from './elements';

export const SPACING =
  '*,*::before,*::after{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

export function applyTextSpacing(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(SPACING);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  for (const el of allElements()) {
    const root = el.shadowRoot;
    if (!root) continue;
    const own = new CSSStyleSheet();
    own.replaceSync(SPACING);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
  }
}

/** Has text of its own (not only in children). */
export function ownText(el: Element): boolean {
  return Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
}

export function clippedText(): string[] {
  const found: string[] = [];
  for (const el of allElements()) {
    if (!shown(el) || clippedAway(el)) continue;
    const style = getComputedStyle(el);
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    // Text cut on purpose with the whole of it at hand (an ellipsis whose title is the text) is not counted;
    // an ellipsis or a clamp alone loses the end of the text.
    const whole = (el.textContent ?? '').trim();
    if (style.textOverflow === 'ellipsis' && whole && el.getAttribute('title')?.trim() === whole) continue;
    if (!ownText(el) && !Array.from(el.querySelectorAll('*')).some(ownText)) continue;
    const over =
      (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
      (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1);
    if (over)
      found.push(
        `${describe(el)}: ${el.scrollWidth}×${el.scrollHeight} px of content in ${el.clientWidth}×${el.clientHeight}`,
      );
  }
  return found;
}
