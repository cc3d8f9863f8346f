// @vitest-environment jsdom
import { createSessionStore } from '@modkit/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, readFilters, writeFilters } from '../src/dashboard/stored-filters';

/** Part 1 §4: logout removes the dashboard filters that the widget stored on this device. */
describe('the dashboard filters and logout', () => {
  it('a logout through the SDK session removes the filters the dashboard widget wrote', () => {
    const session = createSessionStore();
    session.getState().signIn('tok', { id: 4 }, 'SUPER_MENTOR');
    writeFilters({ ...EMPTY_FILTERS, grade: '9th', school: 'North High', month1: '2026-08' });
    localStorage.setItem('host-page-key', 'kept');
    expect(readFilters().grade).toBe('9th');

    session.getState().clear();

    expect(readFilters()).toEqual(EMPTY_FILTERS);
    expect(localStorage.getItem('host-page-key')).toBe('kept');
  });
});
