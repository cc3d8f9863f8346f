import { ApiError } from '@modkit/sdk';
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { useWidgetEnv } from './widget-env';

export type Resource<T> =
  | { status: 'loading'; data?: T; error?: undefined; reload: () => void }
  | { status: 'ready'; data: T; error?: undefined; reload: () => void }
  | { status: 'error'; data?: T; error: Error; reload: () => void };

/**
 * Loads data with the widget's client and tracks loading / ready / error. A reload keeps the previous
 * data visible while it runs; a newer load always wins over an older one. A 401 tells the host
 * `modkit:auth-required`.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Resource<T> {
  const env = useWidgetEnv();
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: Error }>({
    status: 'loading',
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and the reload tick decide
  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => ({ status: 'loading', data: prev.data }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof Error ? error : new Error(String(error));
        if (err instanceof ApiError && err.status === 401) env.emit('modkit:auth-required', { status: 401 });
        setState((prev) => ({ status: 'error', data: prev.data, error: err }));
      },
    );
    return () => controller.abort();
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload } as Resource<T>;
}
