/** What the checks return, and `window.__a11y` that holds them. */

/** The checks, installed in the page as `window.__a11y`. */
export interface A11yChecks {
  /** WCAG 1.4.10: what sticks out sideways when the page scrolls sideways (empty when it does not). */
  reflow(): string[];
  /** WCAG 2.5.8: the pointer targets under 24×24 CSS px without the spacing or inline exceptions. */
  targets(): string[];
  /** WCAG 1.4.12: the WCAG text spacing applied everywhere (document and shadow roots). */
  applyTextSpacing(): void;
  /** WCAG 1.4.12: text cut off (a box that hides what overflows it, overflowing) once the spacing applies. */
  clippedText(): string[];
  /** The element that has the focus, through shadow roots, and what a sighted keyboard user sees of it. */
  focus(): FocusState;
  /** What moves: elements with an animation or a transition of a moving property (reduced motion). */
  motion(): string[];
  /** WCAG 1.4.11: the fields and cards whose boundary is under 3:1 against what is around them. */
  boundaries(): string[];
}

/** What the focused element looks like (WCAG 2.4.3, 2.4.7, 1.4.11, 2.4.11). */
export interface FocusState {
  /** `tag#id.class "name"`, to say which element it is. */
  element: string;
  /** Its accessible name as a person reads it (aria-label, labelledby, label, text). */
  name: string;
  /** The document itself (body or html) has the focus: it was dropped. */
  dropped: boolean;
  /** A control (a link, a button, a field…), not a heading, message or main that took the focus to be read. */
  interactive: boolean;
  /** Its role, or its input type, or its tag: `checkbox`, `tab`, `button`, `textarea`… */
  kind: string;
  /** Its box and the viewport. */
  rect: { top: number; left: number; bottom: number; right: number; width: number; height: number };
  viewport: { width: number; height: number };
  /** The ring drawn for the focus (the element's outline, its label's for a hidden input, or a box shadow). */
  ring: { style: string; width: number; color: string; contrast: number; on: string } | null;
  /** None of its points can be reached: another element (a sticky header, a strip) covers all of it. */
  covered: boolean;
  /** What covers its centre, when that is not itself. */
  coveredBy: string;
}

declare global {
  interface Window {
    __a11y?: A11yChecks;
  }
}

export type Box = { top: number; left: number; bottom: number; right: number; width: number; height: number };
