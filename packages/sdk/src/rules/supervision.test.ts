import { describe, expect, it } from 'vitest';
import * as rule from './supervision';

describe('age from the date of birth', () => {
  it.each([
    ['2010-05-20', '2026-05-19', 15],
    ['2010-05-20', '2026-05-20', 16],
    ['2010-05-20T00:00:00.000Z', '2026-11-24', 16],
    ['2012-02-29', '2026-02-28', 13],
    ['2027-01-01', '2026-11-24', null],
    [null, '2026-11-24', null],
    ['not a date', '2026-11-24', null],
  ])('%j on %s → %j', (dob, today, age) => expect(rule.ageOn(dob, today)).toBe(age));
});

describe("the profile card ('---' for blanks)", () => {
  it('a learner with everything', () => {
    expect(
      rule.personFacts(
        {
          full_name: 'Ava Chen',
          dob: '2010-05-20',
          phone: '91-9876543210',
          email: 'ava@modkit.test',
          gender: 'FEMALE',
          organization: { id: 1, name: 'North High' },
          user_interest: [{ name: 'Space' }, { name: 'Music' }],
        },
        '2026-11-24',
      ),
    ).toEqual([
      { label: 'Name', value: 'Ava Chen' },
      { label: 'Age', value: '16' },
      { label: 'Phone', value: '91-9876543210' },
      { label: 'Email', value: 'ava@modkit.test' },
      { label: 'Date of Birth', value: '2010-05-20' },
      { label: 'Gender', value: 'Female' },
      { label: 'Interests', value: 'Space, Music' },
      { label: 'Organization', value: 'North High' },
    ]);
  });

  it('a mentee with nothing but a name, without the interests line', () => {
    const facts = rule.personFacts({ full_name: 'Sam' }, '2026-11-24', { interests: false });
    expect(facts.map((f) => f.label)).not.toContain('Interests');
    expect(facts.filter((f) => f.value === '---')).toHaveLength(6);
  });
});

describe('the modules table', () => {
  it.each([
    ['Select Filter', undefined],
    ['Assigned', 'ASSIGNED'],
    ['Viewed', 'VIEWED'],
    [null, undefined],
    ['anything', undefined],
  ])('filter %j asks for %j', (filter, status) => expect(rule.learnerModuleStatus(filter)).toBe(status));

  it.each([
    ['ASSIGNED', 'Assigned'],
    ['VIEWED', 'Viewed'],
    ['viewed', 'Viewed'],
  ])('status %s reads %s', (status, text) => expect(rule.learnerModuleStatusText(status)).toBe(text));

  it.each([
    [{ full_name: 'Daniel Reyes' }, 'Daniel Reyes'],
    [{ full_name: '  ' }, 'Self'],
    [null, 'Self'],
  ])('assigned by %j → %s', (by, text) => expect(rule.assignedByText(by)).toBe(text));
});

describe('paths', () => {
  it.each([
    [() => rule.learnerDetailsPath(5, 3), '/mentor/view-details/5?mentorId=3'],
    [() => rule.learnerDetailsPath(5, null), '/mentor/view-details/5'],
    [() => rule.menteeDetailsPath(3), '/super-mentor/view-mentee-details/3'],
    [() => rule.mentorProjectPath(5, 8), '/mentor/5/project-details/8'],
    [() => rule.mentorProjectPath(5, 8, 3), '/mentor/5/project-details/8?mentorId=3'],
  ])('%#', (make, path) => expect(make()).toBe(path));
});

describe("the mentee's activity and stats", () => {
  it('sums the counts and names the three most viewed categories', () => {
    expect(
      rule.menteeActivitySummary({
        assignedCategories: [
          { category_name: 'Space', count: 2 },
          { category_name: 'Art', count: 1 },
        ],
        viewedCategories: [
          { category_name: 'Art', count: 4 },
          { category_name: 'Space', count: 4 },
          { category_name: 'Maths', count: 1 },
          { category_name: 'Music', count: 2 },
        ],
      }),
    ).toEqual({ assigned: 3, viewed: 11, topCategories: ['Art', 'Space', 'Music'] });
    expect(rule.menteeActivitySummary({ assignedCategories: [], viewedCategories: [] })).toEqual({
      assigned: 0,
      viewed: 0,
      topCategories: [],
    });
  });

  it('six figures, the average never above the total', () => {
    const figures = rule.menteeStatsFigures(
      {
        activeStudents: [{ usersActive: 3, totalTimeSpent: 250, averageHoursSpent: 99 }],
        projectCount: 4,
        reflectionAnswerCount: 7,
      },
      5,
    );
    expect(figures).toEqual([
      { label: 'Total learners', value: '5' },
      { label: 'Active learners', value: '3' },
      { label: 'Total hours', value: '4.17' },
      { label: 'Average hours', value: '1.39' },
      { label: 'Projects submitted', value: '4' },
      { label: 'Reflection questions answered', value: '7' },
    ]);
    expect(rule.menteeStatsFigures({}, 0).map((f) => f.value)).toEqual(['0', '0', '0.00', '0.00', '0', '0']);
  });
});
