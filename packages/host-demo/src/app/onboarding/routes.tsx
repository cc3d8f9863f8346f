import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

/** Login and onboarding (part 1 §2.1, §2.4, §2.5, §2.7, §2.8, §2.10): public, outside the guard and the shell. */
export const ONBOARDING_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/(login)?$/, public: true, load: () => import('../pages/login-page') },
  { pattern: /^\/signup$/, public: true, load: () => import('../pages/signup-page') },
  { pattern: /^\/choose-your-interest$/, public: true, load: () => import('../pages/choose-interest-page') },
  { pattern: /^\/tell-us-more-about-you$/, public: true, load: () => import('../pages/profile-step-page') },
  { pattern: /^\/forgot-password$/, public: true, load: () => import('../pages/forgot-password-page') },
  { pattern: /^\/sign-in-link$/, public: true, load: () => import('../pages/email-link-page') },
  { pattern: /^\/reset-password$/, public: true, load: () => import('../pages/reset-password-page') },
  { pattern: /^\/verify-account$/, public: true, load: () => import('../pages/verify-account-page') },
]);
