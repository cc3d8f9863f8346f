import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { nextTask } from './next-task';

export type Resource<T> =
  | { status: 'loading'; data?: T; error?: undefined; reload: () => void }
  | { status: 'ready'; data: T; error?: undefined; reload: () => void }
  | { status: 'error'; data?: T; error: Error; reload: () => void };

/**
 * Loads data and tracks loading / ready / error. A reload keeps the previous data visible while it runs;
 * a newer load always wins over an older one (the older one's signal is aborted). `onError` hears every
 * failure (a widget tells its host about a 401). The data renders in a task of its own (`nextTask`): a page
 * whose loads end together renders them one after the other, in short tasks.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  onError?: (error: Error) => void,
): Resource<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: Error }>({
    status: 'loading',
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and the reload tick decide
  useEffect(() => {
    const controller = new AbortController();
    // Already loading (the first load): no second render of the same state.
    setState((prev) => (prev.status === 'loading' ? prev : { status: 'loading', data: prev.data }));
    loadRef.current(controller.signal).then(
      async (data) => {
        await nextTask();
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof Error ? error : new Error(String(error));
        onErrorRef.current?.(err);
        setState((prev) => ({ status: 'error', data: prev.data, error: err }));
      },
    );
    return () => controller.abort();
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload } as Resource<T>;
}
