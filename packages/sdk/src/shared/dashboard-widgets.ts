/** The super-mentor dashboard widgets, each gated by SHOW or HIDE (part 2 §2). */
export const DASHBOARD_WIDGETS = [
  'PROJECT_COUNT',
  'REFLECTION_ANSWER_COUNT',
  'CATEGORIES',
  'HOUR_COMPARISION',
  'TIME_BASED_STUDENTS',
  'REFLECTION_BASED_STUDENTS',
  'STUDENTS_ACTIVE',
  'STUDENTS_ACTIVITY_TIME',
  'AVERAGE_STUDENTS_ACTIVITY_TIME',
  'MENTORS_ACTIVE',
  'MENTORS_ACTIVITY_TIME',
  'AVERAGE_MENTORS_ACTIVITY_TIME',
] as const;
/** A dashboard widget name (access SHOW or HIDE). */
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];
