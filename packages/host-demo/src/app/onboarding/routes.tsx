import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const LoginPage = lazy(() => import('../pages/login-page'));
const SignupPage = lazy(() => import('../pages/signup-page'));
const ChooseInterestPage = lazy(() => import('../pages/choose-interest-page'));
const ProfileStepPage = lazy(() => import('../pages/profile-step-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page'));
const VerifyAccountPage = lazy(() => import('../pages/verify-account-page'));

/** Login and onboarding (part 1 §2.1, §2.4, §2.5, §2.7, §2.8, §2.10): public, outside the guard and the shell. */
export const ONBOARDING_ROUTES: AppRoute[] = [
  { pattern: /^\/(login)?$/, public: true, page: LoginPage },
  { pattern: /^\/signup$/, public: true, page: SignupPage },
  { pattern: /^\/choose-your-interest$/, public: true, page: ChooseInterestPage },
  { pattern: /^\/tell-us-more-about-you$/, public: true, page: ProfileStepPage },
  { pattern: /^\/forgot-password$/, public: true, page: ForgotPasswordPage },
  { pattern: /^\/reset-password$/, public: true, page: ResetPasswordPage },
  { pattern: /^\/verify-account$/, public: true, page: VerifyAccountPage },
];
