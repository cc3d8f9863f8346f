import { expect } from '@playwright/test';
import { main } from './sweep-page';
import type { SweepRoute } from './sweep-route';

/**
 * The signed-out visitor's routes: the public pages, the sign-up and sign-in flows, the errors and a guarded
 * page.
 */
export const VISITOR_ROUTES: SweepRoute[] = [
  { name: 'home', spec: 'part 1 §2.1, §2.4', path: () => '/' },
  { name: 'login', spec: 'part 1 §2.4', path: () => '/login' },
  { name: 'signup', spec: 'part 1 §2.5', path: () => '/signup' },
  { name: 'signup-educator', spec: 'part 1 §2.5', path: () => '/signup?type=educator' },
  { name: 'instant-signup', spec: 'part 1 §2.6', path: (ids) => `/instant-signup/${ids.premiumId}` },
  { name: 'forgot-password', spec: 'part 1 §2.7', path: () => '/forgot-password' },
  // The way in with no password and no puzzle (WCAG 3.3.8; README "Signing in without a puzzle").
  { name: 'sign-in-link', spec: 'part 1 §2.4 (an alternative to it)', path: () => '/sign-in-link' },
  { name: 'reset-password', spec: 'part 1 §2.7', path: () => '/reset-password?token=sweep-token' },
  {
    name: 'verify-account',
    spec: 'part 1 §2.10',
    path: () => '/verify-account?token=sweep-token&email=sweep%40modkit.test',
    ready: (page) => expect(main(page).getByRole('link')).toBeVisible(),
  },
  {
    name: 'activate',
    spec: 'part 1 §2.1, §2.10',
    path: () => '/activate?token=sweep-token&email=sweep%40modkit.test',
    ready: (page) => expect(main(page).getByRole('link')).toBeVisible(),
  },
  { name: 'launch-lti', spec: 'part 1 §2.11', path: () => '/launch/lti', landing: () => '/login' },
  {
    name: 'temporary-sign-in',
    spec: 'part 1 §2.13',
    path: () => '/temporary-sign-in',
    // The spec's tab title (and, in another language, its translation).
    title: { exact: 'Welcome to Mentor Dashboard' },
  },
  { name: 'mentor-enquiry', spec: 'part 1 §2.9; part 2 enquiry forms', path: () => '/mentor-enquiry' },
  {
    name: 'contact-us-enquiry',
    spec: 'part 1 §2.9; part 2 enquiry forms',
    path: () => '/contact-us-enquiry',
  },
  { name: 'terms-and-conditions', spec: 'part 1 §2.1', path: () => '/terms-and-conditions' },
  {
    name: 'like-school-project',
    spec: 'part 2 Like pages',
    path: (ids) => `/like-school-project/${ids.likeId}/page/2`,
  },
  {
    name: 'like-blog',
    spec: 'part 2 Like pages',
    path: (ids) => `/like-blog/${ids.likeId}/page/3`,
  },
  { name: '404', spec: 'part 1 §2.12', path: () => '/404' },
  { name: 'unknown-path', spec: 'part 1 §2.3', path: () => '/no-such-page', landing: () => '/404' },
  { name: '403', spec: 'part 1 §2.12', path: () => '/403' },
  {
    name: 'guarded-my-library',
    spec: 'part 1 §2.3',
    path: () => '/my-library',
    landing: () => '/?redirectLearnerTo=%2Fmy-library',
  },
];
