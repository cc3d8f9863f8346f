/** Elements through open shadow roots: all of them, one's description, whether it shows, its parent, the focus, the one at a point. */

/** Every element of the document and of the open shadow roots below it, in tree order. */
export function allElements(root: Document | ShadowRoot = document): Element[] {
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
export function describe(el: Element): string {
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
export function shown(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(el);
  if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
  return !el.closest('[inert]') && !el.closest('[aria-hidden="true"]');
}

/** Visually hidden text (the 1 px clip of `.visually-hidden`): not seen, not a target. */
export function clippedAway(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.width <= 1 || rect.height <= 1;
}

/** The parent element, or the shadow host of a root's top element. */
export function parentOf(el: Element): Element | null {
  return el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
}

/** The element with the focus, inside shadow roots. */
export function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The element at a point, through shadow roots. */
export function deepPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** `inner` is `outer` or inside it, across shadow roots. */
export function within(inner: Element | null, outer: Element): boolean {
  let node: Node | null = inner;
  while (node) {
    if (node === outer) return true;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return false;
}
