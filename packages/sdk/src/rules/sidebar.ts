import { ADMIN_PAGES, type AdminPageKey, adminPageKey, isAdminRole } from './admin-pages';
import { canSubmitProject, hasProfileBuildingSupport, type PackageGates } from './packages';
import { LEARNER_HOME, PROJECTS_PATH } from './routing';
import type { Role } from './session';

/** Sidebar rules of part 1 §2.15. */

const SIDEBAR_KEYS = [
  'my-library',
  'my-list',
  'mentor-sessions',
  'projects',
  'project-locked',
  'activity-log-locked',
  'activity-log',
  'my-learners',
  'my-child-mentors',
  'dashboard',
] as const;
/** A sidebar item key: a part-1/part-2 item or an admin console page. */
export type SidebarKey = (typeof SIDEBAR_KEYS)[number] | AdminPageKey;

/**
 * The sidebar item highlighted for a path: learner, mentor (/mentor/…) and super-mentor (/super-mentor/…)
 * counterparts share keys; null when no item matches.
 */
export function sidebarKey(path: string): SidebarKey | null {
  const admin = adminPageKey(path);
  if (admin) return admin;
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const scoped = segments[0] === 'mentor' || segments[0] === 'super-mentor';
  const first = (scoped ? segments[1] : segments[0]) ?? '';
  if ((SIDEBAR_KEYS as readonly string[]).includes(first)) return first as SidebarKey;
  if (!scoped) return null;
  // Detail pages highlight the list they belong to.
  if (first === 'view-details' || segments[2] === 'project-details') return 'my-learners';
  return first === 'view-mentee-details' ? 'my-child-mentors' : null;
}

/** The super-mentor Dashboard item needs a window wider than this. */
const DASHBOARD_MIN_WIDTH = 550;

/** Sidebar item labels per role (part 1 §2.15); Dashboard only when the window is wider than 550. */
export function sidebarItems(role: Role | string, windowWidth: number): string[] {
  if (role === 'STUDENT') return ['My Library', 'My List', 'My Mentors', 'Projects', 'Activity Log'];
  if (role === 'SUPER_MENTOR') {
    return [
      'My Library',
      ...(windowWidth > DASHBOARD_MIN_WIDTH ? ['Dashboard'] : []),
      'My List',
      'My Learners',
      'My Mentees',
    ];
  }
  const mentor = ['My Library', 'My List', 'My Learners'];
  // Administrators have the mentor's items and the admin console's pages.
  return isAdminRole(role) ? [...mentor, ...ADMIN_PAGES.map((page) => page.label)] : mentor;
}

/** A learner's sidebar item with its route and lock. */
export interface LearnerSidebarEntry {
  label: string;
  path: string;
  locked: boolean;
}

/**
 * The learner's items: Projects is locked (to /project-locked) without project submission, Activity Log
 * (to /activity-log-locked) without AI-based profile building support.
 */
export function learnerSidebarEntries(p: PackageGates | null | undefined): LearnerSidebarEntry[] {
  const projects = canSubmitProject(p);
  const log = hasProfileBuildingSupport(p);
  return [
    { label: 'My Library', path: LEARNER_HOME, locked: false },
    { label: 'My List', path: '/my-list', locked: false },
    { label: 'My Mentors', path: '/mentor-sessions', locked: false },
    { label: 'Projects', path: projects ? PROJECTS_PATH : '/project-locked', locked: !projects },
    { label: 'Activity Log', path: log ? '/activity-log' : '/activity-log-locked', locked: !log },
  ];
}
