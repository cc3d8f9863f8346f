import { createElement, type ReactNode, useMemo } from 'react';
import type { Client } from '../client/create-client';
import type { SessionStore } from '../stores/session';
import { SdkContext } from './context';

export interface SdkProviderProps {
  client: Client;
  /** Defaults to the client's own session store. */
  session?: SessionStore;
  children?: ReactNode;
}

/** Makes a client and its session store available to the hooks below it. */
export function SdkProvider({ client, session, children }: SdkProviderProps) {
  const store = session ?? client.session;
  if (!store)
    throw new Error('SdkProvider needs a session store: pass `session` or create the client with one.');
  const value = useMemo(() => ({ client, session: store }), [client, store]);
  return createElement(SdkContext.Provider, { value }, children);
}
