/** WCAG 1.4.11: the boundaries of fields and cards. */
import { backgroundBehind, contrast, parseColour } from './colour';
import { allElements, clippedAway, describe, parentOf, shown } from './elements';

/** The fields a person types in or picks from (not checkboxes, radios, buttons: their own look shows them). */
export const FIELDS =
  'input:not([type=hidden],[type=checkbox],[type=radio],[type=file],[type=range],[type=color],[type=submit],[type=button],[type=reset],[type=image]),select,textarea';
/** The module cards (the widgets' and the app's: the card part). */
export const CARDS = '.mk-card,[part~="card"]';

/** The contrast of an element's own boundary (its border, else its background) with what is behind it. */
export function boundaryContrast(el: Element): number {
  const style = getComputedStyle(el);
  const behind = backgroundBehind(parentOf(el) ?? el);
  const sides = ['top', 'right', 'bottom', 'left'];
  const border = sides
    .filter((side) => Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0)
    .map((side) => {
      const [r, g, b, a] = parseColour(style.getPropertyValue(`border-${side}-color`));
      return contrast(
        [0, 1, 2].map((i) => [r, g, b][i]! * a! + behind[i]! * (1 - a!)),
        behind,
      );
    });
  const fill = parseColour(style.backgroundColor);
  const own = fill[3]! > 0.5 ? contrast(fill, behind) : 1;
  // Every side drawn must show it (a field underlined only counts its line).
  return Math.max(border.length ? Math.min(...border) : 1, own);
}

/**
 * WCAG 1.4.11: each shown, enabled field and each card, with its boundary's contrast against the background
 * behind it (its border, or its own background), or that of the box it sits in when it draws none itself (the
 * header's search field is the line of its box, two up): under 3:1 is a finding.
 */
export function boundaries(): string[] {
  const found: string[] = [];
  for (const el of allElements()) {
    const field = el.matches(FIELDS);
    if ((!field && !el.matches(CARDS)) || el.matches(':disabled') || !shown(el) || clippedAway(el)) continue;
    let ratio = boundaryContrast(el);
    // A field that draws nothing itself: the box it sits in (its nearest ancestor, three up at most, that draws).
    let box = field && getComputedStyle(el).borderTopStyle === 'none' ? parentOf(el) : null;
    for (let up = 0; box && up < 3 && ratio < 3; up++, box = parentOf(box)) {
      const drawn = getComputedStyle(box);
      if (drawn.borderTopStyle !== 'none' || parseColour(drawn.backgroundColor)[3]! > 0.5)
        ratio = Math.max(ratio, boundaryContrast(box));
    }
    if (ratio < 3) found.push(`${describe(el)}: boundary ${ratio.toFixed(2)}:1`);
  }
  return found;
}
