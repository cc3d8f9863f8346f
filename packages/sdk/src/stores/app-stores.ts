import { createLibraryStore, type LibraryStore } from './library';
import { createSearchStore, type SearchStore } from './search';
import { createSessionStore, type SessionStore, type SessionStoreOptions } from './session';

export interface AppStores {
  session: SessionStore;
  library: LibraryStore;
  search: SearchStore;
}

/**
 * Every client state group of part 1 §3: the persisted session plus the library and search groups.
 * Logging out (the session clearing) empties every other group too; only machine_id survives.
 */
export function createAppStores(options: SessionStoreOptions = {}): AppStores {
  const session = createSessionStore(options);
  const library = createLibraryStore();
  const search = createSearchStore();
  session.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) {
      library.getState().reset();
      search.getState().clear();
    }
  });
  return { session, library, search };
}
