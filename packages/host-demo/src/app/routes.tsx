import { type ComponentType, lazy } from 'react';

/** Every route of the app in one place: its path pattern, whether it is public, and its page. */

export type RouteParams = Record<string, string>;

export interface AppRoute {
  pattern: RegExp;
  /** Param names, in the order of the pattern's groups. */
  params?: string[];
  /** Public pages render without the guard and the shell. */
  public?: boolean;
  page: ComponentType<{ params: RouteParams }>;
}

const LoginPage = lazy(() => import('./pages/login-page'));
const MyLibraryPage = lazy(() => import('./pages/my-library-page'));
const ModulePreviewPage = lazy(() => import('./pages/module-preview-page'));
const ErrorPage = lazy(() => import('./pages/error-page'));
const PendingPage = lazy(() => import('./pages/pending-page'));
const SignupPage = lazy(() => import('./pages/signup-page'));
const ChooseInterestPage = lazy(() => import('./pages/choose-interest-page'));
const ProfileStepPage = lazy(() => import('./pages/profile-step-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const VerifyAccountPage = lazy(() => import('./pages/verify-account-page'));

export const ROUTES: AppRoute[] = [
  { pattern: /^\/(login)?$/, public: true, page: LoginPage },
  // Onboarding (part 1 §2.1, §2.5, §2.7, §2.8, §2.10): public, outside the guard and the shell.
  { pattern: /^\/signup$/, public: true, page: SignupPage },
  { pattern: /^\/choose-your-interest$/, public: true, page: ChooseInterestPage },
  { pattern: /^\/tell-us-more-about-you$/, public: true, page: ProfileStepPage },
  { pattern: /^\/forgot-password$/, public: true, page: ForgotPasswordPage },
  { pattern: /^\/reset-password$/, public: true, page: ResetPasswordPage },
  { pattern: /^\/verify-account$/, public: true, page: VerifyAccountPage },
  { pattern: /^\/404$/, public: true, page: () => <ErrorPage status={404} /> },
  { pattern: /^\/403$/, public: true, page: () => <ErrorPage status={403} /> },
  { pattern: /^\/my-library$/, page: MyLibraryPage },
  { pattern: /^\/my-library\/module-preview\/(\d+)$/, params: ['id'], page: ModulePreviewPage },
  {
    pattern: /^\/my-library\/module-preview\/module-page\/(\d+)$/,
    params: ['id'],
    page: (props) => <ModulePreviewPage {...props} variant="module-page" />,
  },
  // Learner routes of part 1 §2.2 (and the header's menu) that the app does not have yet.
  {
    pattern:
      /^\/(my-list|mentor-sessions|projects|project-locked|activity-log|activity-log-locked|my-profile|my-account|your-points|contact-us|notifications|search)$/,
    params: ['name'],
    page: PendingPage,
  },
];

/** The route matching a path, with its params; null for an unknown path. */
export function matchRoute(path: string): { route: AppRoute; params: RouteParams } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of ROUTES) {
    const match = route.pattern.exec(clean);
    if (!match) continue;
    const params: RouteParams = {};
    route.params?.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}
