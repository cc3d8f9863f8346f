/**
 * Resolves in a task of its own (`scheduler.yield()` where the browser has it, else a zero timeout). A load
 * that ends waits for it before its data renders: several loads that end together (answers that arrived in
 * one batch, or were read ahead with the page) then render in a task each, which the browser can interleave
 * with input and paint, rather than in one long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
