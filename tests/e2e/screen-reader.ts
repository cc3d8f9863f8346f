/**
 * What a screen reader says, read with @guidepup/virtual-screen-reader (a screen reader simulator: the
 * accessibility tree's nodes in reading order, each as the phrase a screen reader speaks for it) in the page.
 *
 * The simulator walks `childNodes`, so it stops at a shadow root, where every widget lives. The page's
 * composed tree (what the browser builds its accessibility tree from: each shadow root in place of its host's
 * children, a slot's assigned nodes in place of the slot) is first copied into a container of its own: what is
 * not rendered (`display: none`, `visibility: hidden`) marked `hidden` (out of the reading, still there for a
 * description or label that points at it), with the form controls' current values, the
 * ids of each shadow root prefixed so that two roots' ids never meet (and every id reference with them), a
 * modal `<dialog>` marked `aria-modal`, and no class or style (the copy sits in a shadow root of its own, out of
 * reach of the page's style sheets). The simulator reads that copy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const bundle = readFileSync(
  join(dirname(require.resolve('@guidepup/virtual-screen-reader/package.json')), 'lib/esm/index.browser.js'),
  'utf8',
);
/** Where the page imports the simulator from (answered by the test through `page.route`). */
const BUNDLE_PATH = '/__virtual-screen-reader.js';

/** Lets the page import the simulator (the test's context needs `bypassCSP: true`: pages forbid other scripts). */
export async function serveScreenReader(page: Page): Promise<void> {
  await page.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: bundle }),
  );
}

/**
 * Everything the screen reader says reading `selector` (default: the whole body) from start to end, one
 * phrase a line, with runs of digits given as `#` where `maskNumbers` says so (figures that move between
 * runs: points, dates).
 */
export async function spokenPhrases(
  page: Page,
  selector = 'body',
  options: { maskNumbers?: boolean } = {},
): Promise<string> {
  await page.evaluate(installCopyHelpers);
  await page.evaluate(copyComposedTree, selector);
  const phrases = await page.evaluate(readCopy, BUNDLE_PATH);
  const text = phrases.join('\n');
  return `${options.maskNumbers ? text.replace(/\d[\d,.:]*/g, '#') : text}\n`;
}

/** What the in-page copy needs of one element: whether it is rendered, and its attributes and state copied. */
interface CopyHelpers {
  hidden(el: Element): boolean;
  copyAttributes(from: Element, to: Element, prefix: string): void;
  copyState(from: Element, to: Element): void;
}
type WithHelpers = typeof globalThis & { __screenReaderCopy: CopyHelpers };

/** In the page: the per-element helpers of the copy (`window.__screenReaderCopy`). */
function installCopyHelpers() {
  const ID_REFS = new Set(
    'aria-labelledby aria-describedby aria-controls aria-owns aria-activedescendant aria-errormessage aria-details aria-flowto for list headers'.split(
      ' ',
    ),
  );
  const helpers: CopyHelpers = {
    hidden(el) {
      const style = getComputedStyle(el);
      return style.display === 'none' || style.visibility === 'hidden';
    },
    copyAttributes(from, to, prefix) {
      for (const { name, value } of Array.from(from.attributes)) {
        if (name === 'class' || name === 'style' || name === 'part' || name.startsWith('on')) continue;
        if (name === 'id') to.setAttribute('id', prefix + value);
        else if (ID_REFS.has(name))
          to.setAttribute(
            name,
            value
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => prefix + id)
              .join(' '),
          );
        else to.setAttribute(name, value);
      }
    },
    copyState(from, to) {
      if (from instanceof HTMLInputElement) {
        if (from.type === 'checkbox' || from.type === 'radio') to.toggleAttribute('checked', from.checked);
        else to.setAttribute('value', from.value);
      } else if (from instanceof HTMLTextAreaElement) to.textContent = from.value;
      else if (from instanceof HTMLOptionElement) to.toggleAttribute('selected', from.selected);
      else if (from instanceof HTMLDialogElement && from.matches(':modal'))
        to.setAttribute('aria-modal', 'true');
    },
  };
  (globalThis as WithHelpers).__screenReaderCopy = helpers;
}

/** In the page: copies the composed tree of `selector` into `<screen-reader-copy>` (a shadow root of its own). */
function copyComposedTree(selector: string) {
  const { hidden, copyAttributes, copyState } = (globalThis as WithHelpers).__screenReaderCopy;
  const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META']);
  let roots = 0;
  const copyChildren = (from: ParentNode, to: Node, prefix: string) => {
    for (const child of Array.from(from.childNodes)) {
      const copied = copyNode(child, prefix);
      if (copied) to.appendChild(copied);
    }
  };
  const copyNode = (node: Node, prefix: string): Node | null => {
    if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.textContent ?? '');
    if (!(node instanceof Element) || DROPPED.has(node.tagName)) return null;
    if (node instanceof HTMLSlotElement) {
      const fragment = document.createDocumentFragment();
      const assigned = node.assignedNodes({ flatten: true });
      for (const child of assigned.length ? assigned : Array.from(node.childNodes)) {
        const copied = copyNode(child, prefix);
        if (copied) fragment.appendChild(copied);
      }
      return fragment;
    }
    // Custom elements are copied as plain containers (an unknown element, no behaviour of its own).
    const tag = node.tagName.includes('-') ? 'span' : node.tagName.toLowerCase();
    const copy =
      node.namespaceURI === document.documentElement.namespaceURI
        ? document.createElement(tag)
        : document.createElementNS(node.namespaceURI, node.tagName);
    copyAttributes(node, copy, prefix);
    copyState(node, copy);
    // What is not rendered stays out of the reading (`hidden`), yet an aria-describedby or aria-labelledby may
    // still name it, as a browser's accessibility tree does.
    if (hidden(node)) copy.setAttribute('hidden', '');
    if (node.shadowRoot) copyChildren(node.shadowRoot, copy, `r${++roots}-`);
    else if (!(node instanceof HTMLTextAreaElement)) copyChildren(node, copy, prefix);
    return copy;
  };
  const source = document.querySelector(selector);
  if (!source) throw new Error(`screen reader: nothing matches ${selector}`);
  const host = document.createElement('screen-reader-copy');
  host.setAttribute(
    'style',
    'all: initial; display: block; position: absolute; left: -100000px; top: 0; width: 1280px',
  );
  const container = document.createElement('div');
  container.setAttribute('lang', document.documentElement.lang);
  if (source === document.body) copyChildren(source, container, 'l-');
  else {
    const copied = copyNode(source, 'l-');
    if (copied) container.appendChild(copied);
  }
  host.attachShadow({ mode: 'open' }).appendChild(container);
  document.body.appendChild(host);
}

/** In the page: reads the copy with the simulator, start to end, then removes it. */
async function readCopy(bundlePath: string): Promise<string[]> {
  const host = document.querySelector('screen-reader-copy');
  const container = host?.shadowRoot?.firstElementChild;
  if (!host || !container) throw new Error('screen reader: no copy to read');
  try {
    const { virtual } = (await import(bundlePath)) as typeof import('@guidepup/virtual-screen-reader');
    await virtual.start({ container, displayCursor: false });
    const first = virtual.activeNode;
    const [firstPhrase] = await virtual.spokenPhraseLog();
    // At the last node, the next step goes round to the first: the walk ends there.
    for (let step = 0; step < 5000; step++) {
      await virtual.next();
      if (virtual.activeNode === first && (await virtual.lastSpokenPhrase()) === firstPhrase) break;
    }
    const log = await virtual.spokenPhraseLog();
    await virtual.stop();
    return log.slice(0, -1);
  } finally {
    host.remove();
  }
}
