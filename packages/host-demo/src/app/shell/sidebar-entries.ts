import { ADMIN_PAGES, learnerSidebarEntries, type PackageGates, sidebarItems } from '@modkit/sdk/rules';

/** One sidebar item: its label, where it goes, and whether it shows a lock. */
export interface SidebarEntry {
  label: string;
  path: string;
  locked: boolean;
}

/**
 * Where the mentor items go. Known paths (part 2 §2): /mentor/my-learners, /super-mentor/dashboard,
 * /super-mentor/my-learners, /super-mentor/my-child-mentors. Ours: both mentor roles land on
 * /mentor/my-library (the login rule) and share /mentor/my-list.
 */
const MENTOR_PATHS: Record<string, string> = {
  'My Library': '/mentor/my-library',
  'My List': '/mentor/my-list',
  'My Learners': '/mentor/my-learners',
  // The admin console's pages (administrators only: `sidebarItems` names them for those roles).
  ...Object.fromEntries(ADMIN_PAGES.map((page) => [page.label, page.path])),
};
const SUPER_MENTOR_PATHS: Record<string, string> = {
  ...MENTOR_PATHS,
  Dashboard: '/super-mentor/dashboard',
  'My Learners': '/super-mentor/my-learners',
  'My Mentees': '/super-mentor/my-child-mentors',
};

/**
 * The sidebar items of a role (part 1 §2.15): the learner's with their package locks; the mentor's and
 * the super mentor's from `sidebarItems` (Dashboard only on windows wider than 550 px).
 */
export function sidebarEntries(
  role: string | null,
  pkg: PackageGates | null | undefined,
  windowWidth: number,
): SidebarEntry[] {
  if (role === 'STUDENT') return learnerSidebarEntries(pkg);
  const paths = role === 'SUPER_MENTOR' ? SUPER_MENTOR_PATHS : MENTOR_PATHS;
  return sidebarItems(role ?? '', windowWidth).map((label) => ({
    label,
    path: paths[label] ?? '/mentor/my-library',
    locked: false,
  }));
}
