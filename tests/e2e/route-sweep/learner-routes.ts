import { CHAT, DEMO_MODULE, GRID, LIBRARY, PREVIEW, SESSIONS } from './route-presets';
import type { SweepRoute } from './sweep-route';

/**
 * The PREMIUM learner's routes (learner@modkit.test): library, modules, projects, sessions, account and
 * payment.
 */
export const LEARNER_ROUTES: SweepRoute[] = [
  {
    name: 'my-library',
    spec: 'part 1 §2.17',
    path: () => '/my-library',
    ...LIBRARY,
  },
  {
    name: 'recommended-for-you',
    spec: 'part 1 §2.18',
    path: () => '/recommended-for-you',
    ...GRID,
  },
  {
    name: 'assigned-by-mentor',
    spec: 'part 1 §2.18',
    path: () => '/assigned-by-mentor',
    ...GRID,
  },
  { name: 'recent-additions', spec: 'part 1 §2.18', path: () => '/recent-additions' },
  { name: 'trending', spec: 'part 1 §2.18', path: () => '/trending', ...GRID },
  { name: 'all-collections', spec: 'part 1 §2.19', path: () => '/my-library/all-collections' },
  {
    name: 'view-collection',
    spec: 'part 1 §2.19',
    path: (ids) => `/my-library/collections/view-collection/${ids.collectionId}`,
    masks: ['.certificate .btn'],
  },
  {
    name: 'module-preview',
    spec: 'part 1 §2.20',
    path: (ids) => `/my-library/module-preview/${ids.moduleId}`,
    ...PREVIEW,
  },
  {
    name: 'module-page',
    spec: 'part 1 §2.21',
    path: (ids) => `/my-library/module-preview/module-page/${ids.moduleId}`,
    title: DEMO_MODULE,
  },
  {
    name: 'related-careers',
    spec: 'part 1 §2.22',
    path: (ids) => `/my-library/module-preview/${ids.moduleId}/related-careers/${ids.careerId}`,
  },
  { name: 'my-list', spec: 'part 1 §2.23; part 2 My List', path: () => '/my-list', ...GRID },
  { name: 'search', spec: 'part 2 Search', path: () => '/search?keyword=perspective' },
  {
    name: 'projects',
    spec: 'part 1 §2.24',
    path: () => '/projects',
    // Other tests submit projects as this learner.
    masks: ['.projects-table'],
    fixed: ['.projects-table'],
  },
  {
    name: 'project-details',
    spec: 'part 1 §2.24',
    path: (ids) => `/projects/project-details/${ids.userProjectId}`,
    ...CHAT,
  },
  { name: 'new-project', spec: 'part 1 §2.24', path: () => '/projects/new-project' },
  {
    name: 'edit-project',
    spec: 'part 1 §2.24',
    path: (ids) => `/projects/edit-project/${ids.userProjectId}`,
  },
  {
    name: 'mentor-sessions',
    spec: 'part 1 §2.25',
    path: () => '/mentor-sessions',
    ...SESSIONS,
  },
  {
    name: 'project-locked',
    spec: 'part 1 §2.24',
    path: () => '/project-locked',
    landing: () => '/projects',
  },
  { name: 'my-profile', spec: 'part 2 My Profile', path: () => '/my-profile' },
  {
    name: 'notifications',
    spec: 'part 2 Notifications',
    path: () => '/notifications',
    // The list is read on open (no 'New' on the next visit) and other tests add to it.
    compareDownTo: 'h1',
  },
  {
    name: 'activity-log',
    spec: 'part 2 Activity Log',
    path: () => '/activity-log',
    masks: ['.account-section > :not(h2, .section-head)'],
  },
  {
    name: 'your-points',
    spec: 'part 2 Your Points',
    path: () => '/your-points',
    masks: ['.figure__value', '.figure__note', '.progress', '.badge-row__note'],
  },
  { name: 'my-account', spec: 'part 2 My Account', path: () => '/my-account', masks: ['.plan__left'] },
  { name: 'order-details', spec: 'part 2 Order Details', path: (ids) => `/order-details/${ids.eliteId}` },
  {
    name: 'order-details-instant',
    spec: 'part 2 Order Details',
    path: (ids) => `/order-details/${ids.eliteId}?instant_signup=true`,
  },
  { name: 'payment', spec: 'part 1 §2.2; part 2 §4', path: (ids) => `/payments/${ids.orderId}` },
  { name: 'contact-us', spec: 'part 2 Contact Us', path: () => '/contact-us' },
  {
    name: 'choose-your-interest',
    spec: 'part 1 §2.8',
    path: () => '/choose-your-interest',
  },
  {
    name: 'tell-us-more-about-you',
    spec: 'part 1 §2.8',
    path: () => '/tell-us-more-about-you',
  },
];
