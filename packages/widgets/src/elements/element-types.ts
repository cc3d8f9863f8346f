/**
 * The attributes of each `modkit-*` element, as a page writes them (strings; numbers are written as text).
 * Framework declarations (`@modkit/widgets/jsx`, `/vue`, `/svelte`) and `HTMLElementTagNameMap` build on these.
 */
import type { CarouselSource } from '../library-carousel/sources';

export type { CarouselSource };

/** What every element takes. */
export interface ModkitElementAttributes {
  /** The signed-in user's bearer token (else the loader's `data-token` or `modkit.setToken()`). */
  token?: string;
  theme?: 'light' | 'dark';
  /** The widget's language (`es`, `ar-EG` …: the closest one modkit speaks), else the page's. */
  lang?: string;
}

export interface LibraryCarouselAttributes extends ModkitElementAttributes {
  source?: CarouselSource;
  'collection-id'?: number | string;
}

export interface ModulePlayerAttributes extends ModkitElementAttributes {
  'module-id': number | string;
  view?: 'preview' | 'module';
  tab?: 1 | 2 | 3 | '1' | '2' | '3';
}

export interface DiscussionAttributes extends ModkitElementAttributes {
  'module-id': number | string;
}

export interface PointsBadgeAttributes extends ModkitElementAttributes {
  /** Change it to reload the points. */
  refresh?: string | number;
}

export type LearnerTableAttributes = ModkitElementAttributes;

export interface DashboardAttributes extends ModkitElementAttributes {
  /** The widget's title ('Dashboard'); `''` when the page gives the title itself. */
  heading?: string;
}

/** Each element's tag and its attributes. */
export interface ModkitElementAttributesMap {
  'modkit-library-carousel': LibraryCarouselAttributes;
  'modkit-module-player': ModulePlayerAttributes;
  'modkit-discussion': DiscussionAttributes;
  'modkit-points-badge': PointsBadgeAttributes;
  'modkit-learner-table': LearnerTableAttributes;
  'modkit-dashboard': DashboardAttributes;
}

export type ModkitElementTag = keyof ModkitElementAttributesMap;

/** The tags the script-tag loader registers. */
export const MODKIT_ELEMENTS = [
  'modkit-library-carousel',
  'modkit-module-player',
  'modkit-discussion',
  'modkit-points-badge',
  'modkit-learner-table',
  'modkit-dashboard',
] as const satisfies readonly ModkitElementTag[];
