/**
 * The mentor's and the super mentor's detail screens (part 2 "Learner View Details", "Mentee View Details",
 * "My Mentees", "Mentor project details"): the profile card, the modules table, the mentee's summaries.
 */

import { organizationName } from './account-pages';
import { activityHours, leaderboardLink } from './dashboard';
import { orDash } from './text';

/** Someone's age in whole years on `today` (YYYY-MM-DD), from a date of birth; null when unknown. */
export function ageOn(dob: string | null | undefined, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const age = ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** A person as the detail screens show them. */
export interface PersonLike {
  full_name?: string | null;
  dob?: string | null;
  phone?: string | null;
  email?: string | null;
  gender?: string | null;
  organization?: unknown;
  user_interest?: ReadonlyArray<{ name?: string | null }> | null;
}

/** Gender as read: MALE → Male. */
function genderText(gender: string | null | undefined): string {
  const g = (gender ?? '').trim().toLowerCase();
  return g ? g.charAt(0).toUpperCase() + g.slice(1) : '';
}

/**
 * The profile card's lines (part 2 "Learner View Details"): name, age, phone, email, date of birth, gender,
 * interests and organization, '---' for each blank. Mentees have no interests line.
 */
export function personFacts(
  person: PersonLike,
  today: string,
  options: { interests?: boolean } = {},
): Array<{ label: string; value: string }> {
  const facts = [
    { label: 'Name', value: orDash(person.full_name) },
    { label: 'Age', value: orDash(ageOn(person.dob, today)) },
    { label: 'Phone', value: orDash(person.phone) },
    { label: 'Email', value: orDash(person.email) },
    { label: 'Date of Birth', value: orDash(person.dob?.slice(0, 10)) },
    { label: 'Gender', value: orDash(genderText(person.gender)) },
  ];
  if (options.interests !== false) {
    const names = (person.user_interest ?? []).map((i) => i.name?.trim()).filter(Boolean);
    facts.push({ label: 'Interests', value: orDash(names.join(', ')) });
  }
  facts.push({ label: 'Organization', value: orDash(organizationName(person.organization)) });
  return facts;
}

/** The modules table's filter (part 2): 'Select Filter' shows all, else one status. */
export const LEARNER_MODULE_FILTERS = ['Select Filter', 'Assigned', 'Viewed'] as const;

/** The status the api is asked for by a filter; undefined for all. */
export function learnerModuleStatus(filter: string | null | undefined): 'ASSIGNED' | 'VIEWED' | undefined {
  if (filter === 'Assigned') return 'ASSIGNED';
  if (filter === 'Viewed') return 'VIEWED';
  return undefined;
}

/** A module's status as the table shows it: Assigned or Viewed (part 2 §4: ASSIGNED then Viewed). */
export function learnerModuleStatusText(status: string | null | undefined): 'Assigned' | 'Viewed' {
  return (status ?? '').toUpperCase() === 'ASSIGNED' ? 'Assigned' : 'Viewed';
}

/** Who assigned a module: their name, or 'Self' when the learner opened it themself. */
export function assignedByText(assignedBy: { full_name?: string | null } | null | undefined): string {
  return assignedBy?.full_name?.trim() || 'Self';
}

/** The reflection column's link text. */
export const CLICK_TO_VIEW = 'Click to view';

/** Where a learner's name leads: their details, through the mentee when a super mentor looks. */
export const learnerDetailsPath = leaderboardLink;

/** A mentee's details. */
export function menteeDetailsPath(menteeId: string | number): string {
  return `/super-mentor/view-mentee-details/${menteeId}`;
}

/** A learner's submitted project, as their mentor opens it (`mentorId` when a super mentor reads through a mentee). */
export function mentorProjectPath(
  learnerId: string | number,
  userProjectId: string | number,
  mentorId?: string | number | null,
): string {
  const path = `/mentor/${learnerId}/project-details/${userProjectId}`;
  return mentorId ? `${path}?mentorId=${mentorId}` : path;
}

/** One category count of the mentee's activity. */
interface CategoryCount {
  category_name: string;
  count: number;
}

/**
 * The mentee activity's summary lines (part 2 "Mentee View Details"): modules assigned, modules viewed and the
 * top categories (the three most viewed, else the most assigned).
 */
export function menteeActivitySummary(activity: {
  assignedCategories: readonly CategoryCount[];
  viewedCategories: readonly CategoryCount[];
}): { assigned: number; viewed: number; topCategories: string[] } {
  const sum = (list: readonly CategoryCount[]) => list.reduce((n, c) => n + c.count, 0);
  const ranked = [
    ...(activity.viewedCategories.length ? activity.viewedCategories : activity.assignedCategories),
  ]
    .sort((a, b) => b.count - a.count || a.category_name.localeCompare(b.category_name))
    .slice(0, 3)
    .map((c) => c.category_name);
  return {
    assigned: sum(activity.assignedCategories),
    viewed: sum(activity.viewedCategories),
    topCategories: ranked,
  };
}

/** The figures of 'Assigned Learners Stats' (part 2), hours as minutes / 60 to 2 decimals (§9). */
export function menteeStatsFigures(
  stats: {
    activeStudents?: ReadonlyArray<{
      usersActive?: number;
      totalTimeSpent?: number;
      averageHoursSpent?: number;
    }>;
    projectCount?: number;
    reflectionAnswerCount?: number;
  },
  totalLearners: number,
): Array<{ label: string; value: string }> {
  const active = stats.activeStudents?.[0];
  const { total, average } = activityHours(active);
  return [
    { label: 'Total learners', value: String(totalLearners) },
    { label: 'Active learners', value: String(active?.usersActive ?? 0) },
    { label: 'Total hours', value: total.toFixed(2) },
    { label: 'Average hours', value: average.toFixed(2) },
    { label: 'Projects submitted', value: String(stats.projectCount ?? 0) },
    { label: 'Reflection questions answered', value: String(stats.reflectionAnswerCount ?? 0) },
  ];
}
