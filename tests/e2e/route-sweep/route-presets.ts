/**
 * What several routes of the sweep share: the masks, fixed lists, CSS and clips of a kind of screen whose
 * data other tests change.
 */
import type { SweepRoute } from './sweep-route';

/** My Library: the featured question is random (2 lines at most above 767 px, cut to 160 characters). */
export const LIBRARY: Partial<SweepRoute> = {
  masks: ['.banner__question'],
  css: `.banner__question { height: 2lh; overflow: hidden; }
@media (max-width: 767px) { .banner__question { height: 10lh; } }`,
  // Below it the carousels come and go with the account's views, bookmarks and assignments.
  compareDownTo: '.banner',
};
/** A grid of cards that other tests' views, bookmarks and assignments change. */
export const GRID: Partial<SweepRoute> = { masks: ['.card-grid'], fixed: ['.card-grid'] };
/** The demo learner's project's module: its preview and page are titled with its name. */
export const DEMO_MODULE = { names: 'Drawing in Perspective' };
/** The module's counts and the viewer's own bookmark, like and progress; the tab title names the module. */
export const PREVIEW: Partial<SweepRoute> = {
  masks: ['.mk-counts', '.mk-progress', '[aria-label="Bookmark"]', '[aria-label="Like"]'],
  title: DEMO_MODULE,
};
/** A project's conversation, which other tests add to. */
export const CHAT: Partial<SweepRoute> = { masks: ['.chat'], fixed: ['.chat'] };
/** Session cards, which other tests schedule and cancel. */
export const SESSIONS: Partial<SweepRoute> = { masks: ['.session-cards'], fixed: ['.session-cards'] };
/** The learner table widget: who is in it changes with other tests' invitations and removals. */
export const LEARNER_TABLE: Partial<SweepRoute> = {
  masks: ['.mk-columns', '.mk-pager'],
  fixed: ['.mk-columns'],
};
/** A learner's details: the age (a birthday), the modules and projects tables (views, assignments). */
export const LEARNER_DETAILS: Partial<SweepRoute> = {
  masks: ['dt:text-is("Age") + dd', '.learner-section .projects-table'],
  fixed: ['.learner-modules-table'],
};
