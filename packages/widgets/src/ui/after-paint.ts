/**
 * Runs `run` once the browser is idle after the current paint (within `timeout` ms at the latest; soon where
 * the browser cannot say when it is idle), for work a screen's first paint should not wait for: a chart's
 * first draw, the parts below the first screen, the writes that opening a screen sends (a view counted).
 * Returns a cancel function (an effect's clean-up).
 */
export function afterPaint(run: () => void, timeout = 1000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(run, { timeout });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/** `afterPaint` as a promise: for a read of a part below a screen's first paint (a suggestion, a moment). */
export function painted(timeout?: number): Promise<void> {
  return new Promise((resolve) => {
    afterPaint(resolve, timeout);
  });
}

/**
 * Resolves once the page has loaded (its load event: the document's scripts and preloads are in) and the browser
 * is idle after it, or after `maxWaitMs` at the latest (a page whose images keep its load event waiting on a slow
 * network): for a part of the frame that must not share the network with a screen's code and first data (the
 * header's notifications and points). `painted` alone resolves at the first idle moment, which comes while the
 * screen still waits for its code.
 */
export function loadedAndPainted(maxWaitMs = 3000): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return painted();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(cap);
      window.removeEventListener('load', onLoad);
      resolve();
    };
    const onLoad = () => void painted().then(done);
    const cap = setTimeout(done, maxWaitMs);
    window.addEventListener('load', onLoad, { once: true });
  });
}
