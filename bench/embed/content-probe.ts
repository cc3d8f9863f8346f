/**
 * What the embed bench installs in every frame before the page's own scripts (a Playwright init script).
 * On each animation frame it looks for the module's title and for its enabled start button, through open
 * shadow roots and same-origin iframes, and notes the moment each is first rendered; then it waits for the
 * main thread to stay free of long tasks (over 50 ms) for `quietMs`, Lighthouse's time-to-interactive
 * rule without its network part: interactive is the end of the last long task before that quiet window (or
 * the button's moment, when later). Moments are epoch ms (`performance.timeOrigin + performance.now()`).
 * The top frame keeps the result in `window.__embedBench`; a cross-origin iframe posts it to the top frame.
 */

/** What the probe looks for. */
export interface ProbeTarget {
  /** The module's title, exactly (after trimming). */
  title: string;
  /** The texts of the button that starts the module. */
  buttons: string[];
  /** How long the main thread must stay free of long tasks after the button for the page to count as interactive. */
  quietMs: number;
}

/** The moments (epoch ms) the title and the enabled button were first rendered, the interactive one, and the frame's origin. */
export interface ProbeResult {
  visibleAt: number;
  buttonAt: number;
  interactiveAt: number;
  origin: string;
}

interface Found {
  title?: Element;
  button?: Element;
}

/**
 * The probe as an init script's source. The functions are sent as their source text, so they use nothing
 * from outside their bodies; `__name` is the helper the TypeScript loader (esbuild, keeping names) calls in them.
 */
export function contentProbeScript(target: ProbeTarget): string {
  const args = [JSON.stringify(target), findContent.toString(), watchLongTasks.toString()].join(', ');
  return `(() => { const __name = (f) => f; (${installContentProbe.toString()})(${args}); })();`;
}

/** Looks for the rendered title and enabled start button under `root`, its shadow roots and same-origin iframes. */
function findContent(root: Document | ShadowRoot, target: ProbeTarget, found: Found): Found {
  const rendered = (el: Element) => el.getClientRects().length > 0;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const text = el.textContent?.trim() ?? '';
    if (!found.title && /^H[1-6]$/.test(el.tagName) && text === target.title && rendered(el))
      found.title = el;
    const enabledButton = el.tagName === 'BUTTON' && !(el as HTMLButtonElement).disabled;
    if (!found.button && enabledButton && target.buttons.includes(text) && rendered(el)) found.button = el;
    if (el.shadowRoot) findContent(el.shadowRoot, target, found);
    if (el.tagName !== 'IFRAME') continue;
    try {
      const inner = (el as HTMLIFrameElement).contentDocument;
      if (inner) findContent(inner, target, found);
    } catch {
      // A cross-origin frame runs its own probe.
    }
  }
  return found;
}

/** Observes this event loop's long tasks; answers a function giving the end (epoch ms) of the last one so far. */
function watchLongTasks(): () => number {
  let lastEnd = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        lastEnd = Math.max(lastEnd, performance.timeOrigin + entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing: interactive is the button's moment.
  }
  return () => lastEnd;
}

/** Installs the probe in the frame it runs in. */
function installContentProbe(
  target: ProbeTarget,
  find: typeof findContent,
  longTasks: typeof watchLongTasks,
): void {
  const win = window as unknown as { __embedBench?: ProbeResult };
  const isTop = window === window.top;
  if (isTop)
    window.addEventListener('message', (event: MessageEvent) => {
      const result = (event.data as { embedBench?: ProbeResult } | null)?.embedBench;
      if (result && !win.__embedBench) win.__embedBench = result;
    });
  const lastLongTaskEnd = longTasks();
  let visibleAt: number | undefined;
  let buttonAt: number | undefined;
  const step = () => {
    const now = performance.timeOrigin + performance.now();
    if (buttonAt === undefined && document.body) {
      const found = find(document, target, {});
      if (found.title && visibleAt === undefined) visibleAt = now;
      if (found.title && found.button) buttonAt = now;
    }
    const interactiveAt = buttonAt === undefined ? undefined : Math.max(buttonAt, lastLongTaskEnd());
    if (visibleAt === undefined || interactiveAt === undefined || now - interactiveAt < target.quietMs) {
      requestAnimationFrame(step);
      return;
    }
    const result = { visibleAt, buttonAt: buttonAt!, interactiveAt, origin: location.origin };
    if (isTop) win.__embedBench ??= result;
    else window.top?.postMessage({ embedBench: result }, '*');
  };
  requestAnimationFrame(step);
}
