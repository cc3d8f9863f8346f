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
