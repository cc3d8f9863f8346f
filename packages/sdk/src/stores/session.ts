import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Role } from '../rules/session';
import { generateMachineId } from './machine-id';
import { defaultStorage, type KeyValueStorage } from './storage';

/** The single key under which the application state is persisted (part 1 §9). */
export const DEFAULT_STORAGE_KEY = 'modkit';

/**
 * Where the super-mentor dashboard keeps its filters on this device (school, grade, month, month1–3,
 * organization: part 2 §4), one JSON value under one key beside the session's; logout removes it (part 1 §4).
 * The dashboard widget reads and writes it through this name, so the key is spelt once.
 */
export function dashboardFiltersStorageKey(key = DEFAULT_STORAGE_KEY): string {
  return `${key}:dashboard-filters`;
}

/** The signed-in user as the server returns it (`auth.user.data`); fields per part 1 §3. */
interface SessionUser {
  id: number | string;
  roles?: Array<{ type: string }>;
  [field: string]: unknown;
}

interface SessionSettings {
  machine_id: string;
  /** Epoch ms of the last activity sync (part 1 §4 activity sync). */
  last_updated_activity: number | null;
}

export interface SessionState {
  isAuthenticated: boolean;
  user: { token: string; data: SessionUser } | null;
  user_type: Role | null;
  settings: SessionSettings;
  /** Stores a successful login (token + user). */
  signIn(token: string, data: SessionUser, role: Role): void;
  /** Replaces the stored profile (after a profile reload). */
  setUser(data: SessionUser): void;
  setLastActivity(at: number | null): void;
  /** Clears everything except the machine_id (logout, expiry). */
  clear(): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  storage?: KeyValueStorage;
  key?: string;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? defaultStorage();
  const key = options.key ?? DEFAULT_STORAGE_KEY;
  return createStore<SessionState>()(
    persist(
      (set, get) => ({
        isAuthenticated: false,
        user: null,
        user_type: null,
        settings: { machine_id: generateMachineId(), last_updated_activity: null },
        signIn: (token, data, role) => set({ isAuthenticated: true, user: { token, data }, user_type: role }),
        setUser: (data) => {
          const user = get().user;
          if (user) set({ user: { ...user, data } });
        },
        setLastActivity: (at) => set({ settings: { ...get().settings, last_updated_activity: at } }),
        clear: () => {
          storage.removeItem(dashboardFiltersStorageKey(key));
          set({
            isAuthenticated: false,
            user: null,
            user_type: null,
            settings: { machine_id: get().settings.machine_id, last_updated_activity: null },
          });
        },
      }),
      {
        name: key,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({
          isAuthenticated: state.isAuthenticated,
          user: state.user,
          user_type: state.user_type,
          settings: state.settings,
        }),
      },
    ),
  );
}
