/**
 * The accessibility checks that read the page itself, installed in it as `window.__a11y` (A11Y_SCRIPT, at the
 * end). Each check walks the light DOM and every open shadow root (the widgets' content is there) and returns
 * one line per finding, empty when all is well. The tests call them through `page-checks.ts` and `focus.ts`.
 */
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

type Box = { top: number; left: number; bottom: number; right: number; width: number; height: number };

/** Every element of the document and of the open shadow roots below it, in tree order. */
function allElements(root: Document | ShadowRoot = document): Element[] {
  const out: Element[] = [];
  const walk = (node: Document | ShadowRoot | Element) => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** `tag#id.class "text"`: enough to find an element in a report. */
function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls =
    typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const host = (el.getRootNode() as ShadowRoot).host;
  return `${host ? `${host.tagName.toLowerCase()} › ` : ''}${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
}

/** Shown: a box, not hidden by visibility, opacity 0 or a `hidden`/inert ancestor. */
function shown(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(el);
  if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
  return !el.closest('[inert]') && !el.closest('[aria-hidden="true"]');
}

/** Visually hidden text (the 1 px clip of `.visually-hidden`): not seen, not a target. */
function clippedAway(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.width <= 1 || rect.height <= 1;
}

export const INTERACTIVE =
  'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option],[tabindex]:not([tabindex="-1"])';

/** The pointer targets: interactive elements that are shown and not disabled. */
function pointerTargets(): Element[] {
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
function inline(el: Element): boolean {
  if (getComputedStyle(el).display !== 'inline') return false;
  let block = el.parentElement;
  while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
  const own = (el.textContent ?? '').trim().length;
  const all = (block?.textContent ?? '').trim().length;
  return all > own + 1;
}

/** A control whose size the browser sets and the author did not change (2.5.8's user agent exception). */
function userAgentSized(el: Element): boolean {
  if (!(el instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(el.type)) return false;
  const style = getComputedStyle(el);
  return style.appearance !== 'none' && Math.round(Number.parseFloat(style.width)) === 13;
}

function targets(): string[] {
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

function reflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const out = allElements()
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 1 || r.left < -1) && shown(el) && !clippedAway(el);
    })
    // The outermost ones: their children stick out with them.
    .filter((el, _i, list) => !list.some((other) => other !== el && other.contains(el)));
  return [
    `the page is ${document.documentElement.scrollWidth} px wide at ${width} px`,
    ...out.slice(0, 8).map((el) => {
      const r = el.getBoundingClientRect();
      return `${describe(el)} at ${Math.round(r.left)}–${Math.round(r.right)} px`;
    }),
  ];
}

export const SPACING =
  '*,*::before,*::after{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

function applyTextSpacing(): void {
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
function ownText(el: Element): boolean {
  return Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
}

function clippedText(): string[] {
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

/** The element with the focus, inside shadow roots. */
function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

function accessibleName(el: Element): string {
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
function spoken(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  // A control inside a label (a select in its label) gives the label its value, not all its options.
  if (node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement) return '';
  return Array.from(node.childNodes).map(spoken).join('');
}

/** The parent element, or the shadow host of a root's top element. */
function parentOf(el: Element): Element | null {
  return el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
}

/** The colour behind an element: the first ancestor (through shadow hosts) with a background. */
function backgroundBehind(el: Element): number[] {
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

function parseColour(text: string): number[] {
  const parts =
    /rgba?\(([^)]+)\)/
      .exec(text)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function contrast(a: number[], b: number[]): number {
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

/** Where the focus ring is drawn: the element, the label of a visually hidden input, or an ancestor whose
 * `:focus-within` draws it (the header's search box). */
function ringOf(el: Element): FocusState['ring'] {
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

/** The element at a point, through shadow roots. */
function deepPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** `inner` is `outer` or inside it, across shadow roots. */
function within(inner: Element | null, outer: Element): boolean {
  let node: Node | null = inner;
  while (node) {
    if (node === outer) return true;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return false;
}

function focus(): FocusState {
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

/** Seconds of a CSS time list's longest entry ("0.2s, 0s"). */
function longest(times: string): number {
  return Math.max(
    0,
    ...times.split(',').map((t) => Number.parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1)),
  );
}

function motion(): string[] {
  const moving = /transform|translate|rotate|scale|top|left|right|bottom|inset|width|height|margin|all/;
  const found: string[] = [];
  for (const el of allElements()) {
    const style = getComputedStyle(el);
    if (style.animationName !== 'none' && longest(style.animationDuration) > 0.02)
      found.push(`${describe(el)}: animation ${style.animationName} ${style.animationDuration}`);
    const properties = style.transitionProperty.split(',');
    const durations = style.transitionDuration.split(',');
    properties.forEach((property, i) => {
      const duration = longest(durations[i % durations.length] ?? '0s');
      if (moving.test(property) && duration > 0.02)
        found.push(`${describe(el)}: transition ${property.trim()} ${duration}s`);
    });
  }
  return found;
}

/** The fields a person types in or picks from (not checkboxes, radios, buttons: their own look shows them). */
export const FIELDS =
  'input:not([type=hidden],[type=checkbox],[type=radio],[type=file],[type=range],[type=color],[type=submit],[type=button],[type=reset],[type=image]),select,textarea';
/** The module cards (the widgets' and the app's: the card part). */
export const CARDS = '.mk-card,[part~="card"]';

/** The contrast of an element's own boundary (its border, else its background) with what is behind it. */
function boundaryContrast(el: Element): number {
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
function boundaries(): string[] {
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

/**
 * The checks as one script the tests evaluate in the page (page-checks.ts): the functions above (each calls the
 * others by name), then `window.__a11y`. A script, not a function: Playwright serializes a function alone.
 */
export const A11Y_SCRIPT = `(() => {
const INTERACTIVE = ${JSON.stringify(INTERACTIVE)};
const SPACING = ${JSON.stringify(SPACING)};
const FIELDS = ${JSON.stringify(FIELDS)};
const CARDS = ${JSON.stringify(CARDS)};
${[allElements, describe, shown, clippedAway, pointerTargets, inline, userAgentSized, targets, reflow, applyTextSpacing, ownText, clippedText, deepActive, accessibleName, spoken, parentOf, backgroundBehind, parseColour, contrast, ringOf, deepPoint, within, focus, longest, motion, boundaryContrast, boundaries].map(String).join('\n')}
window.__a11y = { reflow, targets, applyTextSpacing, clippedText, focus, motion, boundaries };
})()`;
