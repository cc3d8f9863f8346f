import { describe, expect, it } from 'vitest';
import {
  afterPaymentRoute,
  nextVerifyStep,
  payButtonText,
  paymentSuccessText,
  subscriptionDaysLeft,
  subscriptionTag,
} from './commerce';
import {
  defaultComparisonMonths,
  keepListedFilter,
  leaderboardLink,
  minutesToHours,
  piePercentages,
  validateComparisonMonths,
  visibleWidgets,
} from './dashboard';
import { locationDialog } from './location';
import {
  forcesLogout,
  guardRoute,
  postLoginRedirect,
  sidebarItems,
  sidebarKey,
  verifyAccountParams,
} from './routing';
import {
  canCancelSession,
  scheduledOn,
  sessionStatusLabel,
  sessionTimeOptions,
  validateScheduleSession,
} from './sessions';
import {
  addUniversityTag,
  toEnquiryTopic,
  validateContactEnquiry,
  validateInvite,
} from './validation/enquiry';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('orders and subscriptions', () => {
  it.each([
    ['PENDING', 0, 'retry'],
    ['PENDING', 2, 'retry'],
    ['PENDING', 3, 'pending'],
    ['FAILED', 0, 'failed'],
    ['SUCCESS', 0, 'success'],
    ['PAID', 3, 'success'],
  ])('%s after %i retries → %s', (status, retries, step) =>
    expect(nextVerifyStep(status, retries)).toBe(step),
  );
  it('writes the success text and routes', () => {
    expect(paymentSuccessText('PREMIUM')).toBe('Your payment is successful for the PREMIUM package. Enjoy!');
    expect([afterPaymentRoute(true), afterPaymentRoute(false)]).toEqual([
      '/choose-your-interest',
      '/my-library',
    ]);
    expect([payButtonText(''), payButtonText('SAVE10')]).toEqual(['Pay Now', 'Apply & pay']);
  });
  it.each([
    [new Date(NOW + 10 * DAY).toISOString(), 10],
    [new Date(NOW + 10 * DAY - 1000).toISOString(), 10],
    [new Date(NOW - DAY).toISOString(), 0],
    [null, null],
  ])('days left until %s: %s', (expiry, days) => expect(subscriptionDaysLeft(expiry, NOW)).toBe(days));
  it('tags expired subscriptions', () => {
    expect(subscriptionTag('ACTIVE', new Date(NOW - 1).toISOString(), NOW)).toBe('Expired');
    expect(subscriptionTag('ACTIVE', null, NOW)).toBe('Active');
  });
});

describe('sessions (part 2)', () => {
  const hours = (h: number) => new Date(NOW + h * 3600_000).toISOString();
  it.each([
    [2, 'SCHEDULED', true],
    [1.99, 'SCHEDULED', false],
    [5, 'CANCELLED', false],
  ])('%i h before, %s → cancellable %s', (h, status, ok) =>
    expect(canCancelSession(status, hours(h), NOW)).toBe(ok),
  );
  it('labels statuses and builds scheduled_on in 15-minute steps', () => {
    expect([sessionStatusLabel('COMPLETED'), sessionStatusLabel('CANCELLED')]).toEqual([
      'Session Ended',
      'Session Cancelled',
    ]);
    expect(scheduledOn('05-12-2026', '9:15')).toBe('2026-12-05T09:15:00.000Z');
    expect([
      scheduledOn('31-02-2026', '9:15'),
      scheduledOn('05-12-2026', '9:10'),
      scheduledOn('2026-12-05', '9:15'),
    ]).toEqual([null, null, null]);
    expect(sessionTimeOptions()).toHaveLength(96);
    expect(validateScheduleSession({})).toEqual({
      learner_id: 'Learner is Required',
      date: 'Date is Required',
      time: 'Time is Required',
    });
  });
});

describe('dashboard (part 2)', () => {
  it.each([
    [
      [1, 1, 1],
      [33.4, 33.3, 33.3],
    ],
    [
      [2, 1],
      [66.7, 33.3],
    ],
    [
      [0, 0],
      [0, 0],
    ],
    [
      [7, 3, 5, 9],
      [29.2, 12.5, 20.8, 37.5],
    ],
  ])('pie %j → %j (sums to 100)', (counts, pct) => {
    const out = piePercentages(counts);
    expect(out).toEqual(pct);
    if (counts.some((c) => c > 0)) expect(Math.round(out.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
  });
  it('turns minutes into hours to 2 decimals', () =>
    expect([minutesToHours(90), minutesToHours(100)]).toEqual([1.5, 1.67]));
  it('defaults the comparison to the three previous months across a year', () => {
    expect(defaultComparisonMonths(new Date('2026-02-10T00:00:00Z'))).toEqual([
      { month: 11, year: 2025 },
      { month: 12, year: 2025 },
      { month: 1, year: 2026 },
    ]);
  });
  it('refuses the same month twice and future months', () => {
    const now = new Date(NOW);
    expect(
      validateComparisonMonths(
        [
          { month: 1, year: 2026 },
          { month: 1, year: 2026 },
        ],
        now,
      ),
    ).toBe("Can't select same month twice!");
    expect(validateComparisonMonths([{ month: 12, year: 2026 }], now)).toBe(
      'Future months cannot be selected.',
    );
    expect(validateComparisonMonths([{ month: 11, year: 2026 }], now)).toBeNull();
  });
  it('drops filter values no longer listed, and knows when all widgets are hidden', () => {
    expect([keepListedFilter('9th', ['9th', '10th']), keepListedFilter('8th', ['9th'])]).toEqual([
      '9th',
      null,
    ]);
    expect(visibleWidgets({ PROJECT_COUNT: 'HIDE' }).allHidden).toBe(true);
    expect(visibleWidgets({ PROJECT_COUNT: 'SHOW' }).visible).toEqual(['PROJECT_COUNT']);
    expect([leaderboardLink(5, 2), leaderboardLink(5, null)]).toEqual([
      '/mentor/view-details/5?mentorId=2',
      '/mentor/view-details/5',
    ]);
  });
});

describe('routes (part 1 §2.3, §2.4)', () => {
  it.each([
    ['/like-blog/4/page/2', '', { allow: true }],
    [
      '/my-library',
      '?value=12',
      { allow: false, redirect: '/?redirectLearnerTo=%2Fmy-library%3Fvalue%3D12' },
    ],
    ['/projects', '?x=1', { allow: false, redirect: '/?redirectTo=%2Fprojects' }],
  ])('guards %s%s', (path, search, result) => expect(guardRoute(path, search, false)).toEqual(result));
  it.each([
    ['STUDENT', '', '/my-library'],
    ['STUDENT', 'redirectTo=/projects', '/projects'],
    ['STUDENT', 'redirectTo=//evil.example', '/my-library'],
    ['STUDENT', 'redirectLearnerTo=/my-library?value=3', '/my-library?value=3'],
    ['STUDENT', 'instantsignup=true', '/my-account'],
    ['MENTOR', 'redirectTo=/projects', '/mentor/my-library'],
  ])('%s with %s → %s', (role, q, to) => expect(postLoginRedirect(role, new URLSearchParams(q))).toBe(to));
  it('reads autologout, verify-account parameters and sidebar keys', () => {
    expect(forcesLogout(new URLSearchParams('autologout=true'))).toBe(true);
    expect(verifyAccountParams(new URLSearchParams('token=t&email=a+b@x.co'))).toEqual({
      token: 't',
      email: 'a+b@x.co',
    });
    expect(verifyAccountParams(new URLSearchParams('token=t'))).toBeNull();
    expect([
      sidebarKey('/projects/project-details/3'),
      sidebarKey('/super-mentor/my-learners'),
      sidebarKey('/nowhere'),
    ]).toEqual(['projects', 'my-learners', null]);
    expect(sidebarItems('SUPER_MENTOR', 551)).toContain('Dashboard');
    expect(sidebarItems('SUPER_MENTOR', 550)).not.toContain('Dashboard');
  });
});

describe('part 2 forms', () => {
  const contact = {
    first_name: 'Ana',
    last_name: 'Lee',
    email: 'a@b.co',
    phone: '9876543210',
    country_code: '+91',
    topic: 'Others',
    message: 'Hello',
  };
  it.each([
    ['valid', {}, {}],
    [
      'symbols in name',
      { first_name: 'Ana!' },
      { first_name: 'First name must contain only alphanumeric characters.' },
    ],
    [
      'last name pattern says First name',
      { last_name: 'L_e' },
      { last_name: 'First name must contain only alphanumeric characters.' },
    ],
    ['letters in phone', { phone: '98765abc10' }, { phone: 'Phone No must contain only numbers.' }],
    ['short phone', { phone: '987654321' }, { phone: 'Phone number length is invalid' }],
    [
      'message starting with a symbol',
      { message: '?Hi' },
      { message: 'Message must start with an alphabet or a number.' },
    ],
    ['no topic', { topic: '' }, { topic: 'Nature is Required' }],
  ])('contact: %s', (_n, change, out) =>
    expect(validateContactEnquiry({ ...contact, ...change })).toEqual(out),
  );
  it('transforms topics and validates invites', () => {
    expect(toEnquiryTopic('How to Use the product')).toBe('HOW_TO_USE_THE_PRODUCT');
    expect(validateInvite({})).toEqual({ email: 'Email is Required', phone: 'Phone number is Required' });
    expect(validateInvite({ email: 'a@b.co', phone: '501234567', country_code: 'UAE (+971)' })).toEqual({});
    expect(validateInvite({ email: 'a@b.co' })).toEqual({});
    expect(validateInvite({ phone: '50123456', country_code: '+971' })).toEqual({
      phone: 'Phone number length is invalid',
    });
    expect(validateInvite({ phone: '501234567' })).toEqual({
      country_code: 'Country code is required with phone number',
    });
  });
  it('collapses, ignores and de-duplicates university tags', () => {
    expect(addUniversityTag(['MIT'], '  Stanford   University ')).toEqual(['MIT', 'Stanford University']);
    expect(addUniversityTag(['MIT'], '   ')).toEqual(['MIT']);
    expect(addUniversityTag(['MIT'], 'mit')).toBeNull();
  });
  it('names the location dialogs', () => {
    expect(locationDialog('out-of-range')).toEqual({
      title: 'Out of Range!',
      text: 'You are out of library range. Please visit library.',
    });
    expect(locationDialog('in-range')).toBeNull();
  });
});
