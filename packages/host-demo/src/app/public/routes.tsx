import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const InstantSignupPage = lazy(() => import('./instant-signup/instant-signup-page'));
const LtiEntryPage = lazy(() => import('./lti/lti-entry-page'));
const TemporarySignInPage = lazy(() => import('./temporary-sign-in/temporary-sign-in-page'));
const MentorEnquiryPage = lazy(() => import('./enquiry/mentor-enquiry-page'));
const ContactEnquiryPage = lazy(() => import('./enquiry/contact-enquiry-page'));
const ContactUsPage = lazy(() => import('./enquiry/contact-us-page'));
const LikePage = lazy(() => import('./like/like-page'));
const TermsPage = lazy(() => import('./terms/terms-page'));
const LinkedinCallbackPage = lazy(() => import('./linkedin/linkedin-callback-page'));
// `/activate` is the account activation link (POST /auth/verify takes an activationToken): the same screen
// as `/verify-account`, reading the same token and email query values.
const VerifyAccountPage = lazy(() => import('../pages/verify-account-page'));

/**
 * Public screens besides onboarding (part 1 §2.1, §2.4–2.6, §2.9, §2.11, §2.13; part 2 Contact Us and
 * enquiry forms, Like pages): instant signup, LTI entry, temporary sign-in, enquiries, like pages, terms,
 * activation and the LinkedIn callback; and the signed-in Contact Us, inside the shell.
 */
export const PUBLIC_ROUTES: AppRoute[] = [
  { pattern: /^\/instant-signup\/(\d+)$/, params: ['id'], public: true, page: InstantSignupPage },
  { pattern: /^\/launch\/lti$/, public: true, page: LtiEntryPage },
  { pattern: /^\/temporary-sign-in$/, public: true, page: TemporarySignInPage },
  { pattern: /^\/mentor-enquiry$/, public: true, page: MentorEnquiryPage },
  { pattern: /^\/contact-us-enquiry$/, public: true, page: ContactEnquiryPage },
  { pattern: /^\/contact-us$/, page: ContactUsPage },
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
  { pattern: /^\/terms-and-conditions$/, public: true, page: TermsPage },
  { pattern: /^\/activate$/, public: true, page: VerifyAccountPage },
  { pattern: /^\/linkedin-callback$/, public: true, page: LinkedinCallbackPage },
];
