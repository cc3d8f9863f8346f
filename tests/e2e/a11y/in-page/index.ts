/**
 * The accessibility checks that read the page itself, installed in it as `window.__a11y` (A11Y_SCRIPT). Each
 * check walks the light DOM and every open shadow root (the widgets' content is there) and returns one line per
 * finding, empty when all is well. The tests call them through `page-checks.ts` and `focus.ts`.
 *
 * The checks' functions call each other by their own names: the script defines every one of them, under the
 * name it has here, in one scope (a function of these modules that another calls must be in the list below).
 */
import { boundaries, boundaryContrast, CARDS, FIELDS } from './boundaries';
import { backgroundBehind, contrast, parseColour } from './colour';
import {
  allElements,
  clippedAway,
  deepActive,
  deepPoint,
  describe,
  parentOf,
  shown,
  within,
} from './elements';
import { accessibleName, focus, ringOf, spoken } from './focus-state';
import { longest, motion } from './motion';
import { reflow } from './reflow';
import { INTERACTIVE, inline, pointerTargets, targets, userAgentSized } from './targets';
import { applyTextSpacing, clippedText, ownText, SPACING } from './text-spacing';

export type { A11yChecks, FocusState } from './types';

/**
 * The checks as one script the tests evaluate in the page (page-checks.ts): the functions of these modules, then
 * `window.__a11y`. A script, not a function: Playwright serializes a function alone.
 */
export const A11Y_SCRIPT = `(() => {
const INTERACTIVE = ${JSON.stringify(INTERACTIVE)};
const SPACING = ${JSON.stringify(SPACING)};
const FIELDS = ${JSON.stringify(FIELDS)};
const CARDS = ${JSON.stringify(CARDS)};
${[allElements, describe, shown, clippedAway, pointerTargets, inline, userAgentSized, targets, reflow, applyTextSpacing, ownText, clippedText, deepActive, accessibleName, spoken, parentOf, backgroundBehind, parseColour, contrast, ringOf, deepPoint, within, focus, longest, motion, boundaryContrast, boundaries].map(String).join('\n')}
window.__a11y = { reflow, targets, applyTextSpacing, clippedText, focus, motion, boundaries };
})()`;
