import { createStore, type StoreApi } from 'zustand/vanilla';

/** The client state groups of part 1 §3 that lists and screens share (not the session). */
export interface LibraryState<M = unknown> {
  modules: { all: M[]; recommended: M[]; assigned: M[]; list: M[]; trending: M[] };
  collections: unknown[];
  assignedProjects: unknown[];
  featuredQuestion: { question: unknown; refreshCount: number };
  learners: unknown[];
  mentees: unknown[];
  sessions: unknown[];
  careers: unknown[];
  notifications: unknown[];
  points: number;
  /** Replaces one or more groups. */
  set(patch: Partial<Omit<LibraryState<M>, 'set' | 'setModules' | 'reset'>>): void;
  setModules(group: keyof LibraryState<M>['modules'], items: M[]): void;
  reset(): void;
}

export type LibraryStore = StoreApi<LibraryState>;

const empty = () => ({
  modules: { all: [], recommended: [], assigned: [], list: [], trending: [] },
  collections: [],
  assignedProjects: [],
  featuredQuestion: { question: null, refreshCount: 0 },
  learners: [],
  mentees: [],
  sessions: [],
  careers: [],
  notifications: [],
  points: 0,
});

/** A store of the library groups; in memory (lists are fetched again after a reload). */
export function createLibraryStore(): LibraryStore {
  return createStore<LibraryState>()((set, get) => ({
    ...empty(),
    set: (patch) => set(patch),
    setModules: (group, items) => set({ modules: { ...get().modules, [group]: items } }),
    reset: () => set(empty()),
  }));
}
