/**
 * A page-wide channel between widgets of the same runtime: when one widget earns the user points
 * (a submission, a reflection answer, a completed module), the points badge refreshes itself.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPointsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPointsChanged(): void {
  for (const listener of [...listeners]) listener();
}
