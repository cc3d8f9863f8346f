import { describe, expect, it } from 'vitest';
import { learnerSidebarEntries, sidebarItems, sidebarKey } from './sidebar';

describe('sidebar keys from the path (part 1 §2.15)', () => {
  it.each([
    ['/my-library', 'my-library'],
    ['/my-library/module-preview/3', 'my-library'],
    ['/my-list?page=2', 'my-list'],
    ['/mentor-sessions', 'mentor-sessions'],
    ['/projects/project-details/3', 'projects'],
    ['/project-locked', 'project-locked'],
    ['/activity-log', 'activity-log'],
    ['/activity-log-locked', 'activity-log-locked'],
    ['/mentor/my-library', 'my-library'],
    ['/mentor/my-learners', 'my-learners'],
    ['/mentor/view-details/5?mentorId=2', 'my-learners'],
    ['/mentor/7/project-details/3', 'my-learners'],
    ['/mentor/mentor-sessions', 'mentor-sessions'],
    ['/super-mentor/dashboard', 'dashboard'],
    ['/super-mentor/my-child-mentors', 'my-child-mentors'],
    ['/super-mentor/view-mentee-details/4', 'my-child-mentors'],
    ['/admin/partners', 'admin-partners'],
    ['/admin/lti-platforms', 'admin-lti-platforms'],
    ['/nowhere', null],
    ['/mentor/constructor', null],
    ['/', null],
  ])('%s → %s', (path, key) => expect(sidebarKey(path)).toBe(key));
});

/** The administrators' sidebar: the same for ADMIN and SUPER_ADMIN, at any width. */
const ADMIN_ITEMS = [
  'My Library',
  'My List',
  'My Learners',
  'Partners',
  'LTI Platforms',
  'Dashboard Access',
  'Packages & Coupons',
  'Accounts',
];

describe('sidebar items per role', () => {
  it.each([
    ['STUDENT', 1200, ['My Library', 'My List', 'My Mentors', 'Projects', 'Activity Log']],
    ['MENTOR', 1200, ['My Library', 'My List', 'My Learners']],
    ['SUPER_MENTOR', 551, ['My Library', 'Dashboard', 'My List', 'My Learners', 'My Mentees']],
    ['SUPER_MENTOR', 550, ['My Library', 'My List', 'My Learners', 'My Mentees']],
    ['ADMIN', 360, ADMIN_ITEMS],
    ['SUPER_ADMIN', 1200, ADMIN_ITEMS],
  ])('%s at %i px → %j', (role, width, items) => expect(sidebarItems(role, width)).toEqual(items));

  it.each([
    [
      { can_submit_project: 1, ai_based_profiile_building_support: 1 },
      ['/projects', false],
      ['/activity-log', false],
    ],
    [
      { can_submit_project: 0, ai_based_profiile_building_support: 1 },
      ['/project-locked', true],
      ['/activity-log', false],
    ],
    [null, ['/project-locked', true], ['/activity-log-locked', true]],
  ])('learner with %j: Projects %j, Activity Log %j', (pkg, projects, log) => {
    const entries = learnerSidebarEntries(pkg);
    expect(entries.map((e) => e.label)).toEqual(sidebarItems('STUDENT', 1200));
    expect([entries[3]!.path, entries[3]!.locked]).toEqual(projects);
    expect([entries[4]!.path, entries[4]!.locked]).toEqual(log);
  });
});
