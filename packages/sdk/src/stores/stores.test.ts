import { describe, expect, it } from 'vitest';
import { createAppStores } from './app-stores';

import { createMemoryStorage } from './storage';

describe('client state stores (part 1 §3, §4)', () => {
  it('persists the session under one key and keeps machine_id across logout and reloads', () => {
    const storage = createMemoryStorage();
    const { session } = createAppStores({ storage });
    const machineId = session.getState().settings.machine_id;
    session.getState().signIn('tok', { id: 1, roles: [{ type: 'STUDENT' }] }, 'STUDENT');
    expect(JSON.parse(storage.getItem('modkit') ?? '{}').state.user.token).toBe('tok');
    session.getState().clear();
    const reloaded = createAppStores({ storage }).session.getState();
    expect(reloaded.isAuthenticated).toBe(false);
    expect(reloaded.settings.machine_id).toBe(machineId);
  });

  it('logout empties the library and search groups and removes the dashboard filters', () => {
    const storage = createMemoryStorage();
    const { session, library, search } = createAppStores({ storage });
    session.getState().signIn('tok', { id: 1 }, 'SUPER_MENTOR');
    library.getState().setModules('trending', [{ id: 1 }]);
    library.getState().set({ points: 350 });
    search.getState().submit('bridges');
    storage.setItem('modkit:dashboard-filters', '{"grade":"9th"}');
    storage.setItem('host-page-key', 'kept');
    session.getState().clear();
    expect(library.getState().modules.trending).toEqual([]);
    expect(library.getState().points).toBe(0);
    expect(search.getState().text).toBe('');
    expect(storage.getItem('modkit:dashboard-filters')).toBeNull();
    expect(storage.getItem('host-page-key')).toBe('kept');
  });

  it.each([
    ['  bridges ', 'search', 'bridges'],
    ['   ', 'cleared', ''],
  ])('header search %j → %s', (input, outcome, text) => {
    const { search } = createAppStores({ storage: createMemoryStorage() });
    search.getState().filterBy('tag', 3, 'physics');
    expect(search.getState().submit(input)).toBe(outcome);
    expect(search.getState()).toMatchObject({ text, tagId: null });
  });

  it('a career chip sets the text and the career id only', () => {
    const { search } = createAppStores({ storage: createMemoryStorage() });
    search.getState().filterBy('career', 7, 'Architect');
    expect(search.getState()).toMatchObject({
      text: 'Architect',
      careerId: 7,
      tagId: null,
      categoryId: null,
    });
  });
});
