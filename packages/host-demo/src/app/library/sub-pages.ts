import {
  type Client,
  getMyModules,
  getRecentModules,
  getRecommendations,
  getTrendingModules,
  type Module,
  type Page,
} from '@modkit/sdk';
import { EMPTY_STATES, LIBRARY_CAROUSEL_TITLES, LIMITS } from '@modkit/sdk/rules';

/** The four library sub-pages (part 1 §2.18, part 2 "Library sub-pages"). */
export type SubPageKind = 'recommended' | 'assigned' | 'recent' | 'trending';

export interface SubPage {
  title: string;
  /** A line under the title (ours: the spec gives none). */
  intro: string;
  empty: string;
  load: (client: Client, page: number) => Promise<Page<Module>>;
}

const limit = LIMITS.libraryPageSize;

/** Each sub-page: title (as its My Library carousel), empty text and its call, 12 per page. */
export const SUB_PAGES: Record<SubPageKind, SubPage> = {
  recommended: {
    title: LIBRARY_CAROUSEL_TITLES.recommended,
    intro: 'Modules picked for you from your interests and the modules you viewed.',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getRecommendations(client, { page, limit }),
  },
  assigned: {
    title: LIBRARY_CAROUSEL_TITLES.assigned,
    intro: 'The modules your mentor assigned to you.',
    empty: EMPTY_STATES.noAssignedModules,
    load: (client, page) => getMyModules(client, { status: 'ASSIGNED', page, limit }),
  },
  recent: {
    title: LIBRARY_CAROUSEL_TITLES.recent,
    intro: 'The newest modules of the library.',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getRecentModules(client, { page, limit }),
  },
  trending: {
    title: LIBRARY_CAROUSEL_TITLES.trending,
    intro: 'The modules learners open and like the most this month.',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getTrendingModules(client, { page, limit }),
  },
};
