import { ADMIN_ROUTES } from './admin-routes';
import { FREE_ROUTES } from './free-routes';
import { LEARNER_ROUTES } from './learner-routes';
import { MENTOR_ROUTES } from './mentor-routes';
import { SUPER_MENTOR_ROUTES } from './super-mentor-routes';
import type { Role, SweepRoute } from './sweep-route';
import { VISITOR_ROUTES } from './visitor-routes';

/** Every route the sweep opens, by the role that owns it, in this order (a role with many is swept in parts). */
export const ROUTES: Record<Role, SweepRoute[]> = {
  visitor: VISITOR_ROUTES,
  learner: LEARNER_ROUTES,
  free: FREE_ROUTES,
  mentor: MENTOR_ROUTES,
  supermentor: SUPER_MENTOR_ROUTES,
  admin: ADMIN_ROUTES,
};
