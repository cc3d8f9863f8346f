import type { Client } from '@modkit/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { EmitFn, NavigateDetail } from './events';
import type { WidgetWrites } from './writes';

/** What every widget gets from its frame: the api client, the event channel and the shadow root. */
export interface WidgetEnv {
  /** The client for the signed-in user, or null when no token was given. */
  client: Client | null;
  emit: EmitFn;
  /** The shadow root the widget renders into (floating elements and focus stay inside it). */
  root: ShadowRoot | null;
  /** Nonce for the `<style>` elements, for pages with a strict Content-Security-Policy. */
  nonce: string | undefined;
  /** The standalone app's URL: links of cards open there unless the host handles `modkit:navigate`. */
  appUrl: string | undefined;
  now: () => number;
  /** The host's queue of writes made offline; null: writes are sent at once (issue 44). */
  writes?: WidgetWrites | null;
}

const EnvContext = createContext<WidgetEnv | null>(null);

export function WidgetEnvProvider({ env, children }: { env: WidgetEnv; children: ReactNode }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}

/** The frame's environment, or null outside a widget (a primitive rendered on a page of its own). */
export function useOptionalWidgetEnv(): WidgetEnv | null {
  return useContext(EnvContext);
}

export function useWidgetEnv(): WidgetEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('A modkit widget must render inside its WidgetFrame.');
  return env;
}

/** Emits `modkit:navigate`; unless the host prevents it, opens the path in the standalone app. */
export function navigate(env: WidgetEnv, detail: NavigateDetail): void {
  const proceed = env.emit('modkit:navigate', detail);
  if (proceed && env.appUrl && typeof window !== 'undefined') {
    window.open(`${env.appUrl.replace(/\/+$/, '')}${detail.path}`, '_blank', 'noopener');
  }
}
