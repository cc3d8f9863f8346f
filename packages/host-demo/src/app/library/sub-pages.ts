import {
  type Client,
  getMyModules,
  getRecentModules,
  getRecommendations,
  getTrendingModules,
  type Module,
  type Page,
} from '@modkit/sdk';
import type { AppMessageId } from '@modkit/sdk/i18n';
import { EMPTY_STATES, LIBRARY_CAROUSEL_TITLES, LIMITS } from '@modkit/sdk/rules';

/** The four library sub-pages (part 1 §2.18, part 2 "Library sub-pages"). */
export type SubPageKind = 'recommended' | 'assigned' | 'recent' | 'trending';

export interface SubPage {
  title: string;
  /** A line under the title (ours: the spec gives none). */
  intro: AppMessageId;
  empty: string;
  load: (client: Client, page: number) => Promise<Page<Module>>;
}

const limit = LIMITS.libraryPageSize;

/** Each sub-page: title (as its My Library carousel), empty text and its call, 12 per page. */
export const SUB_PAGES: Record<SubPageKind, SubPage> = {
  recommended: {
    title: LIBRARY_CAROUSEL_TITLES.recommended,
    intro: 'library.introRecommended',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getRecommendations(client, { page, limit }),
  },
  assigned: {
    title: LIBRARY_CAROUSEL_TITLES.assigned,
    intro: 'library.introAssigned',
    empty: EMPTY_STATES.noAssignedModules,
    load: (client, page) => getMyModules(client, { status: 'ASSIGNED', page, limit }),
  },
  recent: {
    title: LIBRARY_CAROUSEL_TITLES.recent,
    intro: 'library.introRecent',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getRecentModules(client, { page, limit }),
  },
  trending: {
    title: LIBRARY_CAROUSEL_TITLES.trending,
    intro: 'library.introTrending',
    empty: EMPTY_STATES.noRecord,
    load: (client, page) => getTrendingModules(client, { page, limit }),
  },
};
