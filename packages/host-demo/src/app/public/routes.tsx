import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

// The page of both like routes, with a different kind.
const LikePage = lazy(() => import('./like/like-page'));

/**
 * Public screens besides onboarding (part 1 §2.1, §2.4–2.6, §2.9, §2.11, §2.13; part 2 Contact Us and
 * enquiry forms, Like pages): instant signup, LTI entry, temporary sign-in, enquiries, like pages, terms,
 * activation and the LinkedIn callback; and the signed-in Contact Us, inside the shell.
 */
export const PUBLIC_ROUTES: AppRoute[] = lazyRoutes([
  {
    pattern: /^\/instant-signup\/(\d+)$/,
    params: ['id'],
    public: true,
    load: () => import('./instant-signup/instant-signup-page'),
  },
  { pattern: /^\/launch\/lti$/, public: true, load: () => import('./lti/lti-entry-page') },
  {
    pattern: /^\/temporary-sign-in$/,
    public: true,
    load: () => import('./temporary-sign-in/temporary-sign-in-page'),
  },
  { pattern: /^\/mentor-enquiry$/, public: true, load: () => import('./enquiry/mentor-enquiry-page') },
  { pattern: /^\/contact-us-enquiry$/, public: true, load: () => import('./enquiry/contact-enquiry-page') },
  { pattern: /^\/contact-us$/, load: () => import('./enquiry/contact-us-page') },
  {
    pattern: /^\/like-school-project\/(\d+)\/page\/(\d+)$/,
    params: ['id', 'page'],
    public: true,
    page: (props) => <LikePage kind="school-project" {...props} />,
  },
  {
    pattern: /^\/like-blog\/(\d+)\/page\/(\d+)$/,
    params: ['id', 'page'],
    public: true,
    page: (props) => <LikePage kind="blog" {...props} />,
  },
  { pattern: /^\/terms-and-conditions$/, public: true, load: () => import('./terms/terms-page') },
  // `/activate` is the account activation link (POST /auth/verify takes an activationToken): the same screen
  // as `/verify-account`, reading the same token and email query values.
  { pattern: /^\/activate$/, public: true, load: () => import('../pages/verify-account-page') },
  { pattern: /^\/linkedin-callback$/, public: true, load: () => import('./linkedin/linkedin-callback-page') },
  // The link mailed to the address an LMS or partner sent (issue 43): it works only while signed in, and the
  // page tells a signed-out reader where to open it.
  { pattern: /^\/claim-address$/, public: true, load: () => import('../pages/claim-address-page') },
]);
