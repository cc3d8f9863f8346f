import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Role } from '../rules/session';
import { generateMachineId } from './machine-id';
import { defaultStorage, type KeyValueStorage } from './storage';

/** The single key under which the application state is persisted (part 1 §9). */
export const DEFAULT_STORAGE_KEY = 'modkit';

/** The super-mentor dashboard filters persisted locally and removed on logout (part 1 §4). */
export const DASHBOARD_FILTER_KEYS = [
  'school',
  'grade',
  'month',
  'month1',
  'month2',
  'month3',
  'organization',
] as const;
export type DashboardFilterKey = (typeof DASHBOARD_FILTER_KEYS)[number];

/** Where one dashboard filter is stored: prefixed so that a host page's own keys are never touched. */
export function dashboardFilterStorageKey(filter: DashboardFilterKey, key = DEFAULT_STORAGE_KEY): string {
  return `${key}:dashboard:${filter}`;
}

/** The signed-in user as the server returns it (`auth.user.data`); fields per part 1 §3. */
export interface SessionUser {
  id: number | string;
  roles?: Array<{ type: string }>;
  [field: string]: unknown;
}

export interface SessionSettings {
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
          for (const filter of DASHBOARD_FILTER_KEYS)
            storage.removeItem(dashboardFilterStorageKey(filter, key));
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
