import {
  type Client,
  type Collection,
  getCollections,
  getMyList,
  getMyModules,
  getRecentModules,
  getRecommendations,
  getTrendingModules,
  type Module,
} from '@modkit/sdk';
import { ALL_COLLECTIONS_PATH, EMPTY_STATES, LIBRARY_CAROUSEL_TITLES } from '@modkit/sdk/rules';

export const CAROUSEL_SOURCES = [
  'my-list',
  'recommended',
  'trending',
  'recent',
  'assigned',
  'collections',
] as const;
export type CarouselSource = (typeof CAROUSEL_SOURCES)[number];

export function isCarouselSource(value: string | undefined): value is CarouselSource {
  return (CAROUSEL_SOURCES as readonly string[]).includes(value ?? '');
}

/** Each source: its title (part 1 §2.17), the sub-page it links to, its empty text and its call. */
export const SOURCES: Record<
  CarouselSource,
  {
    title: string;
    path: string;
    empty: string;
    load: (client: Client) => Promise<Module[] | Collection[]>;
  }
> = {
  'my-list': {
    title: LIBRARY_CAROUSEL_TITLES['my-list'],
    path: '/my-list',
    empty: EMPTY_STATES.myList,
    load: async (client) => (await getMyList(client)).myList,
  },
  recommended: {
    title: LIBRARY_CAROUSEL_TITLES.recommended,
    path: '/recommended-for-you',
    empty: EMPTY_STATES.noRecord,
    load: async (client) => (await getRecommendations(client)).results,
  },
  trending: {
    title: LIBRARY_CAROUSEL_TITLES.trending,
    path: '/trending',
    empty: EMPTY_STATES.noRecord,
    load: async (client) => (await getTrendingModules(client)).results,
  },
  recent: {
    title: LIBRARY_CAROUSEL_TITLES.recent,
    path: '/recent-additions',
    empty: EMPTY_STATES.noRecord,
    load: async (client) => (await getRecentModules(client)).results,
  },
  assigned: {
    title: LIBRARY_CAROUSEL_TITLES.assigned,
    path: '/assigned-by-mentor',
    empty: EMPTY_STATES.noAssignedModules,
    load: async (client) => (await getMyModules(client, { status: 'ASSIGNED' })).results,
  },
  collections: {
    title: LIBRARY_CAROUSEL_TITLES.collections,
    path: ALL_COLLECTIONS_PATH,
    empty: EMPTY_STATES.oopsNoRecord,
    load: async (client) => (await getCollections(client)).results,
  },
};
