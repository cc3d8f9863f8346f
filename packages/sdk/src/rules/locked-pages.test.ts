import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import {
  type LockedFeature,
  packageBenefits,
  packagesUnlocking,
  unlocksFeature,
  upgradeChoice,
  upgradeFeature,
} from './locked-pages';

const FREE = {
  name: 'FREE',
  is_free: 1,
  number_of_accessable_module: 5,
  can_submit_project: 0,
  ai_guided_recommendation: 0,
  can_access_collection: 0,
  ai_based_profiile_building_support: 0,
  number_of_session: 0,
  duration_in_humanize: 'Lifetime',
};
const STARTER = {
  ...FREE,
  name: 'STARTER',
  is_free: 0,
  number_of_accessable_module: 20,
  ai_guided_recommendation: 1,
  can_access_collection: 1,
  number_of_session: 1,
  duration_in_humanize: 'monthly',
};
const PREMIUM = {
  ...STARTER,
  name: 'PREMIUM',
  number_of_accessable_module: -1,
  can_submit_project: 1,
  ai_based_profiile_building_support: 1,
  number_of_session: 3,
  duration_in_humanize: 'quarterly',
};
const ELITE = { ...PREMIUM, name: 'ELITE', number_of_session: 12, duration_in_humanize: 'yearly' };
const ALL = [FREE, STARTER, PREMIUM, ELITE];

describe('locked pages (part 1 §2.24, part 2 Locked Activity Log)', () => {
  it.each([
    ['projects', ['PREMIUM', 'ELITE']],
    ['sessions', ['STARTER', 'PREMIUM', 'ELITE']],
    ['activity-log', ['PREMIUM', 'ELITE']],
  ] as Array<[LockedFeature, string[]]>)(
    '%s is unlocked by %j, never by the free package',
    (feature, names) => expect(packagesUnlocking(feature, ALL).map((p) => p.name)).toEqual(names),
  );

  it.each([
    ['projects', FREE, false],
    ['projects', PREMIUM, true],
    ['sessions', FREE, false],
    ['sessions', STARTER, true],
    ['activity-log', STARTER, false],
    ['activity-log', ELITE, true],
    ['projects', null, false],
    ['sessions', undefined, false],
  ] as Array<[LockedFeature, typeof FREE | null | undefined, boolean]>)(
    '%s with %j → %s',
    (feature, p, open) => expect(unlocksFeature(feature, p)).toBe(open),
  );

  it.each([
    [{ number_of_session: 0 }, false],
    [{ number_of_session: 1 }, true],
    [{ number_of_session: null }, false],
  ])('sessions with %j → %s', (p, open) => expect(unlocksFeature('sessions', p)).toBe(open));
});

describe('package benefits (the rows of part 1 §2.16)', () => {
  const inWords = (rows: ReturnType<typeof packageBenefits>) =>
    rows.map((row) => ({ ...row, label: inEnglish({ id: row.label }), value: inEnglish(row.value) }));

  it('lists what STARTER includes and lacks', () =>
    expect(inWords(packageBenefits(STARTER))).toEqual([
      { label: 'Module access', value: '20 per month', included: true },
      { label: 'Projects', value: 'Not included', included: false },
      { label: 'AI guided recommendation', value: 'Included', included: true },
      { label: 'Collections', value: 'Included', included: true },
      { label: 'AI profile-building support', value: 'Not included', included: false },
      { label: 'Mentor sessions', value: '1', included: true },
      { label: 'Duration', value: 'monthly', included: true },
    ]));

  it('each row is a message id with its values', () =>
    expect(packageBenefits(STARTER)).toEqual([
      {
        label: 'package.moduleAccess',
        value: { id: 'package.perMonth', values: { count: 20 } },
        included: true,
      },
      { label: 'package.projects', value: { id: 'package.notIncluded' }, included: false },
      { label: 'package.guided', value: { id: 'package.included' }, included: true },
      { label: 'package.collections', value: { id: 'package.included' }, included: true },
      { label: 'package.profileBuilding', value: { id: 'package.notIncluded' }, included: false },
      {
        label: 'package.sessions',
        value: { id: 'package.sessionCount', values: { count: 1 } },
        included: true,
      },
      {
        label: 'package.duration',
        value: { id: 'package.durationValue', values: { duration: 'monthly' } },
        included: true,
      },
    ]));

  it('shows unlimited modules for -1 and every gate open on ELITE', () => {
    const rows = inWords(packageBenefits(ELITE));
    expect(rows[0]).toEqual({ label: 'Module access', value: 'Unlimited', included: true });
    expect(rows.every((r) => r.included)).toBe(true);
    expect(rows.find((r) => r.label === 'Mentor sessions')?.value).toBe('12');
  });

  it('marks no sessions as not included', () =>
    expect(inWords(packageBenefits(FREE)).find((r) => r.label === 'Mentor sessions')).toEqual({
      label: 'Mentor sessions',
      value: 'Not included',
      included: false,
    }));
});

describe('the pricing modal opened for a locked action', () => {
  const all = [FREE, STARTER, PREMIUM, ELITE];
  it.each([
    ['projects', 'Project submission comes with PREMIUM and ELITE.', 'PREMIUM'],
    ['reflection', 'Reflection answers come with PREMIUM and ELITE.', 'PREMIUM'],
    ['activity-log', 'The activity log comes with PREMIUM and ELITE.', 'PREMIUM'],
    ['collections', 'Collections come with STARTER, PREMIUM and ELITE.', 'STARTER'],
    ['sessions', 'Mentor sessions come with STARTER, PREMIUM and ELITE.', 'STARTER'],
  ] as const)('%s → %s', (feature, note, recommended) => {
    const choice = upgradeChoice(feature, all);
    expect(inEnglish(choice.note)).toBe(note);
    expect(choice.recommended?.name).toBe(recommended);
    expect(choice.unlocking.map((p) => p.name)).not.toContain('FREE');
  });

  it('one package, or none', () => {
    expect(inEnglish(upgradeChoice('sessions', [FREE, ELITE]).note)).toBe('Mentor sessions come with ELITE.');
    expect(upgradeChoice('sessions', [FREE, PREMIUM, ELITE]).note).toEqual({
      id: 'upgrade.sessions',
      values: { packages: ['PREMIUM', 'ELITE'] },
    });
    const none = upgradeChoice('projects', [FREE, STARTER]);
    expect({ ...none, note: inEnglish(none.note) }).toEqual({
      unlocking: [],
      recommended: undefined,
      note: 'No Record Found',
    });
  });

  it.each([
    ['projects', 'projects'],
    ['collections', 'collections'],
    ['true', null],
    ['', null],
    [null, null],
    ['toString', null],
    ['__proto__', null],
  ])('the flag value %j names %j', (value, feature) => expect(upgradeFeature(value)).toBe(feature));
});
