import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';
import { createMemoryStorage } from './storage';

describe('the session store (part 1 §3, §4)', () => {
  it('persists the session under one key and keeps machine_id across logout and reloads', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore({ storage });
    const machineId = session.getState().settings.machine_id;
    session.getState().signIn('tok', { id: 1, roles: [{ type: 'STUDENT' }] }, 'STUDENT');
    expect(JSON.parse(storage.getItem('modkit') ?? '{}').state.user.token).toBe('tok');
    session.getState().clear();
    const reloaded = createSessionStore({ storage }).getState();
    expect(reloaded.isAuthenticated).toBe(false);
    expect(reloaded.settings.machine_id).toBe(machineId);
  });

  it("logout removes the dashboard filters the widget writes, and leaves a host page's own keys alone", () => {
    const storage = createMemoryStorage();
    const session = createSessionStore({ storage });
    session.getState().signIn('tok', { id: 1 }, 'SUPER_MENTOR');
    // The key as the dashboard widget spells it (the widgets test writes it through the widget itself).
    storage.setItem('modkit:dashboard-filters', '{"grade":"9th"}');
    storage.setItem('host-page-key', 'kept');
    session.getState().clear();
    expect(storage.getItem('modkit:dashboard-filters')).toBeNull();
    expect(storage.getItem('host-page-key')).toBe('kept');
  });
});
