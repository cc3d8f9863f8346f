/**
 * The route sweep's vocabulary: the roles, the demo ids the paths need, a route's row, the two screen sizes.
 */
import type { Page } from '@playwright/test';

/** The roles the route sweep signs in as (the visitor is signed out), in the order they are swept. */
export type Role = 'visitor' | 'learner' | 'free' | 'mentor' | 'supermentor' | 'admin';

/** The demo data's ids the paths need, looked up through the api. */
export interface Ids {
  moduleId: number;
  careerId: number;
  collectionId: number;
  userProjectId: number;
  premiumId: number;
  eliteId: number;
  orderId: number;
  learnerId: number;
  menteeId: number;
  likeId: number;
}

export interface SweepRoute {
  /** The screenshot's name (with the role and the width added). */
  name: string;
  /** Where the spec defines it. */
  spec: string;
  path: (ids: Ids) => string;
  /**
   * Where a redirect lands (path and query), when not on `path`: only the landing is checked, the
   * landing page being a route of the same table with its own checks and screenshots.
   */
  landing?: (ids: Ids) => string;
  /** What else to wait for before the checks. */
  ready?: (page: Page) => Promise<unknown>;
  /** Content that changes between runs (selectors; they reach into the widgets' shadow roots). */
  masks?: string[];
  /**
   * Masked lists that grow and shrink with other tests' data: for the screenshot each is as tall as the
   * screen, so that the list's length never moves what is in view.
   */
  fixed?: string[];
  /** CSS in the page for the screenshot (after the checks; light DOM only, before the clip is measured). */
  css?: string;
  /**
   * Compare only the top of the page down to this element (a page that is mostly data other tests
   * change, whose layout changes with it).
   */
  compareDownTo?: string;
  /**
   * What the tab title names when the h1 is generic (a module's preview titles the module), or `exact`: a
   * title the spec fixes (WCAG 2.4.2, checked by route-check.ts).
   */
  title?: { names?: string; exact?: string };
}

/** The two sizes every route is opened at. */
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 360, height: 740 };
/** WCAG 1.4.10's reflow size: 1280 px at 400 % zoom (each route is also resized to it after 360 px). */
export const REFLOW = { width: 320, height: 256 };
export type ScreenSize = typeof WIDE;
