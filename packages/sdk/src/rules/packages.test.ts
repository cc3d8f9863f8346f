import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import * as rule from './packages';

const SUBMIT_LOCKED = 'Upgrade to Premium to submit your project and get quality feedback from our mentor.';
const NOT_ASSIGNED = 'This module has not been assigned to you yet!';
const REFLECTION_LOCKED = 'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.';

describe('package gates (part 1 §5, §6)', () => {
  it.each([
    [{ can_submit_project: 1 }, true, null],
    [{ can_submit_project: 1 }, false, NOT_ASSIGNED],
    [{ can_submit_project: 0 }, true, SUBMIT_LOCKED],
    [{ can_submit_project: 0 }, false, SUBMIT_LOCKED],
    [null, true, SUBMIT_LOCKED],
  ])('project submit with %j, assigned %s → %s', (pkg, assigned, block) => {
    expect(rule.projectSubmitBlock(pkg, assigned)).toBe(block);
    expect(rule.canSubmitProject(pkg)).toBe(pkg?.can_submit_project === 1);
  });

  it.each([
    [{ ai_based_profiile_building_support: 1 }, true, null],
    [{ ai_based_profiile_building_support: 1 }, false, NOT_ASSIGNED],
    [{ ai_based_profiile_building_support: 0 }, true, REFLECTION_LOCKED],
    [undefined, true, REFLECTION_LOCKED],
  ])('reflection with %j, assigned %s → %s', (pkg, assigned, block) => {
    expect(rule.reflectionSubmitBlock(pkg, assigned)).toBe(block);
    expect(rule.hasProfileBuildingSupport(pkg)).toBe(block !== REFLECTION_LOCKED);
  });

  it.each([
    ['STUDENT', { can_access_collection: 1 }, true],
    ['STUDENT', { can_access_collection: 0 }, false],
    ['STUDENT', null, false],
    ['MENTOR', { can_access_collection: 0 }, true],
    ['SUPER_MENTOR', null, true],
  ])('collections for %s with %j unlocked: %s', (role, pkg, open) =>
    expect(rule.collectionsUnlocked(role, pkg)).toBe(open),
  );

  it.each([
    [1, 3, true],
    [0, 3, false],
    [1, 0, false],
    [null, 3, false],
  ])('assigned carousel with number_of_session %s and %i items: %s', (sessions, items, shown) =>
    expect(rule.showsAssignedCarousel({ number_of_session: sessions }, items)).toBe(shown),
  );

  it.each([
    [{ ai_guided_recommendation: 1 }, true],
    [{ ai_guided_recommendation: 0 }, false],
  ])('guided recommendation %j: %s', (pkg, yes) => expect(rule.hasGuidedRecommendation(pkg)).toBe(yes));

  it.each([
    [-1, 'Unlimited', true],
    [3, '3 per month', false],
    [0, '0 per month', false],
  ])('number_of_accessable_module %i reads %s (unlimited %s)', (n, label, unlimited) => {
    expect(inEnglish(rule.moduleAccessText(n))).toBe(label);
    expect(rule.isUnlimited(n)).toBe(unlimited);
  });
});

describe('prices and the pricing table', () => {
  it.each([
    ['monthly', null, '/monthly'],
    ['1 month', null, '/monthly'],
    ['quarterly', null, '/quarterly'],
    ['3 months', null, '/quarterly'],
    ['yearly', null, '/yearly'],
    ['1 Year', null, '/yearly'],
    [null, 'STARTER', '/monthly'],
    [null, 'Premium', '/quarterly'],
    [null, 'ELITE', '/yearly'],
    ['Lifetime', 'FREE', ''],
    [undefined, 'constructor', ''],
  ])('duration %s, tier %s → %j', (duration, name, suffix) =>
    expect(rule.priceSuffix(duration, name)).toBe(suffix),
  );

  it.each([
    [{ duration_in_humanize: 'yearly' }, false],
    [{ name: 'ELITE' }, false],
    [{ duration_in_humanize: 'quarterly', name: 'PREMIUM' }, true],
    [{ name: 'FREE' }, true],
    [null, true],
  ])('upgrade link for %j shown: %s', (pkg, shown) => expect(rule.showsUpgradeLink(pkg)).toBe(shown));

  it('never offers the free package', () => {
    const list = [
      { name: 'FREE', is_free: 1 },
      { name: 'STARTER', is_free: 0 },
      { name: 'Trial', is_free: true },
      { name: 'PREMIUM' },
    ];
    expect(rule.purchasablePackages(list).map((p) => p.name)).toEqual(['STARTER', 'PREMIUM']);
    expect([rule.isFreePackage({ name: 'free' }), rule.isFreePackage(null)]).toEqual([true, false]);
  });

  it.each([
    ['PREMIUM', 'PREMIUM', 'Current Package'],
    ['ELITE', 'PREMIUM', 'Choose'],
    ['ELITE', null, 'Choose'],
  ])('%s column when on %s: %s', (name, current, label) =>
    expect(rule.packageButtonText(name, current)).toBe(label),
  );
});

describe('module allowances', () => {
  it.each([
    [0, 5, true],
    [0, -1, false],
    [1, 5, false],
  ])('Request Access with remaining %i of %i: %s', (remaining, allowed, shown) =>
    expect(rule.showsRequestAccess(remaining, allowed)).toBe(shown),
  );

  it.each([
    [2, 5, 'You only have 2 out of 5 modules left. Request for unlimited access.'],
    [0, 3, 'You only have 0 out of 3 modules left. Request for unlimited access.'],
    [2, -1, null],
    [2, null, null],
  ])('mentor-granted strip for %i of %s: %s', (remaining, allowed, strip) =>
    expect(inEnglish(rule.modulesLeftStrip(remaining, allowed))).toBe(strip),
  );

  it.each([
    [1, '1/3 modules left'],
    [3, '3/3 modules left'],
    [null, '0/3 modules left'],
    [-1, 'Unlimited modules'],
    [-2, '0/3 modules left'],
    [4, '3/3 modules left'],
    [12, '3/3 modules left'],
  ])('%s remaining → %s', (n, label) => expect(inEnglish(rule.modulesLeftLabel(n))).toBe(label));
});

describe('server-held gates of issue 13 (projects, sessions)', () => {
  it.each([
    [{ can_access_to_project: 1 }, true],
    [{ can_access_to_project: 0, can_submit_project: 1 }, false],
    [{}, false],
    [null, false],
  ])('project access of %j → %s', (p, open) => expect(rule.canAccessProjects(p)).toBe(open));

  it.each([
    [{ number_of_session: 3 }, 3, null],
    [{ number_of_session: 3 }, 1, null],
    [{ number_of_session: 3 }, 0, 'You have used all the mentor sessions of your package.'],
    [{ number_of_session: 3 }, null, 'You have used all the mentor sessions of your package.'],
    [{ number_of_session: 0 }, 4, 'Upgrade your package to schedule sessions with your mentors.'],
    [null, 4, 'Upgrade your package to schedule sessions with your mentors.'],
  ])('package %j with %j sessions left → %j', (p, left, block) =>
    expect(rule.sessionBlock(p, left)).toBe(block),
  );
});
