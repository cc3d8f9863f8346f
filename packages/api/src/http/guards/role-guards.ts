import { requireRole } from './authenticate';

/** The role checks routes put after authentication: 403 'Forbidden' for any other role. */
export const ADMINS_ONLY = requireRole('ADMIN', 'SUPER_ADMIN');
export const MENTORS_ONLY = requireRole('MENTOR', 'SUPER_MENTOR');
export const SUPER_MENTORS_ONLY = requireRole('SUPER_MENTOR');
export const LEARNERS_ONLY = requireRole('STUDENT');
