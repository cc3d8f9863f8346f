import { ApiError } from '@modkit/sdk';
import { type Resource, useResource as useSdkResource } from '@modkit/sdk/react';
import type { DependencyList } from 'react';
import { useWidgetEnv } from './widget-env';

export type { Resource };

/**
 * The SDK's `useResource` inside a widget: a 401 tells the host `modkit:auth-required`.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Resource<T> {
  const env = useWidgetEnv();
  return useSdkResource(load, deps, (error) => {
    if (error instanceof ApiError && error.status === 401) env.emit('modkit:auth-required', { status: 401 });
  });
}
