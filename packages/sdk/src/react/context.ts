import { createContext } from 'react';
import type { Client } from '../client/create-client';
import type { SessionStore } from '../stores/session';

export interface SdkContextValue {
  client: Client;
  session: SessionStore;
}

/** The client and session store given by the nearest SdkProvider. */
export const SdkContext = createContext<SdkContextValue | null>(null);
