import { describe, expect, it } from 'vitest';
import {
  assignFailureStrip,
  assignFailureView,
  canAssignModule,
  completedCertificateLink,
  decideGetStarted,
  type GetStartedInput,
  getStartedLabel,
} from './get-started';

describe('Get Started decision (part 1 §4)', () => {
  const base: GetStartedInput = {
    role: 'learner',
    remainingModules: 3,
    allowedModules: 5,
    alreadyViewed: false,
    alreadyAssigned: false,
  };
  it.each([
    [
      'learner out of modules',
      { remainingModules: 0 },
      {
        kind: 'strip',
        role: 'learner',
        text: "You're out of free modules. Please upgrade.",
        action: 'upgrade',
      },
    ],
    [
      'mentor out of modules',
      { role: 'mentor', remainingModules: 0 },
      {
        kind: 'strip',
        role: 'mentor',
        text: "You're out of modules. Please request for access.",
        action: 'request',
      },
    ],
    [
      '0 left but already viewed and assigned',
      { remainingModules: 0, alreadyViewed: true, alreadyAssigned: true },
      { kind: 'open' },
    ],
    [
      '0 left but unlimited allowance',
      { remainingModules: 0, allowedModules: -1 },
      { kind: 'assign-then-open' },
    ],
    ['1 left', { remainingModules: 1 }, { kind: 'assign-then-open' }],
    ['mentor with modules', { role: 'mentor' }, { kind: 'open' }],
    [
      'mentor viewing again with 0 left',
      { role: 'mentor', remainingModules: 0, alreadyViewed: true },
      { kind: 'open' },
    ],
    ['learner assigned', { alreadyAssigned: true }, { kind: 'open' }],
    ['learner not assigned', {}, { kind: 'assign-then-open' }],
  ] as const)('%s', (_name, change, expected) =>
    expect(decideGetStarted({ ...base, ...change })).toEqual(expected),
  );
});

describe('can assign (part 1 §4)', () => {
  it.each([
    [-1, undefined, true],
    [1, undefined, true],
    [0, undefined, false],
    [0, null, false],
    [0, 2, true],
    [0, -1, true],
    [0, 0, false],
  ])('remaining %i, mentor remaining %s → %s', (remaining, mentor, ok) => {
    expect(canAssignModule(remaining, mentor)).toBe(ok);
  });

  it.each([
    [false, 500, 'strip'],
    [false, 400, 'strip'],
    [true, 400, 'strip'],
    [true, 500, 'error-modal'],
    [true, 422, 'error-modal'],
  ] as const)('assign failure: verified %s, status %i → %s', (verified, status, view) =>
    expect(assignFailureView(verified, status)).toBe(view),
  );
});

describe('the strip after a failed assignment (part 1 §4)', () => {
  it.each([
    [false, 'learner', 'Please verify your email address. CLICK HERE to verify.', 'verify'],
    [false, 'mentor', 'Please verify your email address. CLICK HERE to verify.', 'verify'],
    [true, 'learner', "You're out of free modules. Please upgrade.", 'upgrade'],
    [true, 'mentor', "You're out of modules. Please request for access.", 'request'],
  ] as const)('verified %s, %s → %s (%s)', (verified, role, text, action) =>
    expect(assignFailureStrip(verified, role)).toEqual({ text, action }),
  );
});

describe("the preview's button follows the learner's progress", () => {
  it.each([
    [null, 'Get Started'],
    [0, 'Get Started'],
    [33, 'Continue'],
    [66, 'Continue'],
    [99, 'Continue'],
    [100, 'Completed'],
  ])('%s %% → %s', (pct, label) => expect(getStartedLabel(pct)).toBe(label));
});

describe("the certificate link beside the preview's 'Completed'", () => {
  const held = {
    collection: { name: 'The Sky' },
    media: { path: '/api/files/certificates/ab12.pdf?access=t' },
  };
  it.each([
    ['not begun, certificate held', 0, held, null],
    ['at 66 %, certificate held', 66, held, null],
    ['at 99 %, certificate held', 99, held, null],
    ['completed, no certificate', 100, null, null],
    ['completed, certificate not sent', 100, undefined, null],
    [
      'completed, certificate without a file',
      100,
      { collection: { name: 'The Sky' }, media: { path: '' } },
      null,
    ],
    ['completed, certificate without media', 100, { collection: { name: 'The Sky' }, media: null }, null],
    [
      'completed, certificate held',
      100,
      held,
      { path: '/api/files/certificates/ab12.pdf?access=t', collectionName: 'The Sky' },
    ],
    [
      'completed, certificate without its collection',
      100,
      { media: { path: '/api/files/certificates/cd34.pdf' } },
      { path: '/api/files/certificates/cd34.pdf', collectionName: null },
    ],
  ])('%s', (_case, pct, certificate, link) =>
    expect(completedCertificateLink(pct, certificate)).toEqual(link),
  );
});
