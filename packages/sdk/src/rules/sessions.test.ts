import { describe, expect, it } from 'vitest';
import { NOW } from '../../test/fixed-clock';
import { canCancelSession, scheduledOn, sessionStatusLabel, sessionTimeOptions } from './sessions';

const MIN = 60_000;
const inMinutes = (m: number) => new Date(NOW + m * MIN).toISOString();

describe('cancelling a session (part 2 §9)', () => {
  it.each([
    ['2 h 00 before', 'SCHEDULED', 120, true],
    ['1 h 59 before', 'SCHEDULED', 119, false],
    ['a day before', 'SCHEDULED', 1440, true],
    ['already started', 'SCHEDULED', -10, false],
    ['cancelled', 'CANCELLED', 600, false],
    ['completed', 'COMPLETED', 600, false],
  ])('%s, %s → %s', (_name, status, minutes, ok) =>
    expect(canCancelSession(status, inMinutes(minutes), NOW)).toBe(ok),
  );

  it('refuses an unreadable start time', () =>
    expect(canCancelSession('SCHEDULED', 'soon', NOW)).toBe(false));
});

describe('session cards', () => {
  it.each([
    ['SCHEDULED', 'Cancel'],
    ['COMPLETED', 'Session Ended'],
    ['CANCELLED', 'Session Cancelled'],
    ['OTHER', null],
  ])('%s → %s', (status, label) => expect(sessionStatusLabel(status)).toBe(label));
});

describe('scheduled_on from DD-MM-YYYY and H:mm (part 2 §5)', () => {
  it.each([
    ['05-12-2026', '9:15', 0, '2026-12-05T09:15:00.000Z'],
    ['05-12-2026', '09:45', 0, '2026-12-05T09:45:00.000Z'],
    ['05-12-2026', '0:00', 0, '2026-12-05T00:00:00.000Z'],
    ['05-12-2026', '9:15', 330, '2026-12-05T03:45:00.000Z'],
    ['31-12-2026', '23:45', -60, '2027-01-01T00:45:00.000Z'],
    ['31-02-2026', '9:15', 0, null],
    ['05-12-2026', '9:10', 0, null],
    ['05-12-2026', '24:00', 0, null],
    ['2026-12-05', '9:15', 0, null],
    ['5-12-2026', '9:15', 0, null],
  ])('%s %s (UTC%+i min) → %s', (date, time, offset, iso) =>
    expect(scheduledOn(date, time, offset)).toBe(iso),
  );

  it('offers 96 times a day in 15-minute steps, H:mm', () => {
    const options = sessionTimeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['0:00', '0:15', '0:30', '0:45', '1:00']);
    expect(options.at(-1)).toBe('23:45');
  });
});
