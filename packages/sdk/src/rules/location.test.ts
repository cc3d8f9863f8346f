import { describe, expect, it } from 'vitest';
import * as rule from './location';

describe('library-bound learner check (part 1 §4)', () => {
  it('re-checks every 10 s and logs out 60 s after the dialog', () => {
    expect([rule.LOCATION_RECHECK_MS, rule.LOCATION_AUTO_LOGOUT_MS]).toEqual([10_000, 60_000]);
  });

  it.each([
    ['STUDENT', true, true],
    ['STUDENT', 1, true],
    ['STUDENT', null, false],
    ['MENTOR', true, false],
  ])('%s with location flag %j is checked: %s', (role, flag, checked) =>
    expect(rule.needsLocationCheck(role, flag)).toBe(checked),
  );

  it.each([
    [true, true, null],
    [true, false, { title: 'Out of Range!', text: 'You are out of library range. Please visit library.' }],
    [
      false,
      null,
      {
        title: 'Location Permission Required!',
        text: 'Please provide your location access from your browser. Mandatory for library account.',
      },
    ],
  ])('position %s, in range %s → dialog %j', (hasPosition, inRange, dialog) =>
    expect(rule.locationDialog(rule.locationOutcome(hasPosition, inRange))).toEqual(dialog),
  );
});

describe('offline banner (part 1 §2.12)', () => {
  it('polls every 20 s with a 10 s time-out and says so', () => {
    expect([rule.OFFLINE_POLL_MS, rule.OFFLINE_TIMEOUT_MS]).toEqual([20_000, 10_000]);
    expect(rule.OFFLINE_TEXT).toBe(
      'There is no internet connection. Please check your network settings and try again.',
    );
  });
});
