import { useContext } from 'react';
import { useStore } from 'zustand';
import type { Client } from '../client/create-client';
import type { SessionState } from '../stores/session';
import { SdkContext, type SdkContextValue } from './context';

function useSdk(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('modkit hooks must be used inside <SdkProvider>.');
  return value;
}

/** The API client of the nearest SdkProvider. */
export function useClient(): Client {
  return useSdk().client;
}

/** The session (or a slice of it); re-renders when the selected slice changes. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const { session } = useSdk();
  return useStore(
    session,
    (selector ?? ((state: SessionState) => state)) as (state: SessionState) => T | SessionState,
  );
}
