import type { AppRoute } from '../router/app-route';

/** Public screens besides onboarding (part 1 §2.1, §2.6, §2.9, §2.11, §2.13): instant signup, LTI entry, temporary sign-in, enquiries, like pages. */
export const PUBLIC_ROUTES: AppRoute[] = [];
