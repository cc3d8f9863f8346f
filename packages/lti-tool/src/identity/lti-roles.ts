import type { LtiUserRole } from '@modkit/api';

/**
 * LTI roles → modkit roles (decision, README "Roles"):
 * - institution or system administrators → SUPER_MENTOR;
 * - course Instructor, TeachingAssistant, ContentDeveloper, Mentor (and their sub-roles) → MENTOR;
 * - anyone else (Learner, no role, guests) → STUDENT.
 * Roles may be full vocabulary URIs or the short names older platforms send.
 */
const ADMIN = [
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/institution\/person#Administrator$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/system\/person#(Administrator|SysAdmin)$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership#Administrator$/,
];
const TEACHER = [
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership#(Instructor|ContentDeveloper|Mentor)$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership\/(Instructor|ContentDeveloper|Mentor)#\w+$/,
  /^(Instructor|TeachingAssistant|ContentDeveloper|Mentor)$/,
];

export function modkitRoleFor(roles: readonly unknown[] | null | undefined): LtiUserRole {
  const list = (roles ?? []).filter((r): r is string => typeof r === 'string');
  if (list.some((r) => ADMIN.some((re) => re.test(r)) || r === 'Administrator')) return 'SUPER_MENTOR';
  if (list.some((r) => TEACHER.some((re) => re.test(r)))) return 'MENTOR';
  return 'STUDENT';
}
