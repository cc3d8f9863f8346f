import type { LtiIdentity, LtiUserRole } from '@modkit/api';
import type { LtiIdToken } from '../ltijs';
import { modkitRoleFor } from './lti-roles';

/** The user and course a validated launch describes, as the api provisions them. */
export function identityFromToken(
  token: LtiIdToken,
  role: LtiUserRole = modkitRoleFor(token.platformContext.roles),
): LtiIdentity {
  const course = token.platformContext.context;
  return {
    issuer: token.iss,
    subject: token.user,
    role,
    email: token.userInfo.email,
    givenName: token.userInfo.given_name,
    familyName: token.userInfo.family_name,
    name: token.userInfo.name,
    context: course ? { id: course.id, title: course.title ?? course.label } : null,
    locale: token.platformContext.launchPresentation?.locale ?? null,
  };
}
