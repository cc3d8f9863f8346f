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
import { ALL_COLLECTIONS_PATH } from '@modkit/sdk/rules';
import type { WidgetMessageId } from '../runtime/i18n';

const CAROUSEL_SOURCES = ['my-list', 'recommended', 'trending', 'recent', 'assigned', 'collections'] as const;
export type CarouselSource = (typeof CAROUSEL_SOURCES)[number];

export function isCarouselSource(value: string | undefined): value is CarouselSource {
  return (CAROUSEL_SOURCES as readonly string[]).includes(value ?? '');
}

/** Each source: its title's message (part 1 §2.17), the sub-page it links to, its empty text and its call. */
export const SOURCES: Record<
  CarouselSource,
  {
    title: WidgetMessageId;
    path: string;
    empty: WidgetMessageId;
    load: (client: Client) => Promise<Module[] | Collection[]>;
  }
> = {
  'my-list': {
    title: 'carousel.myList',
    path: '/my-list',
    empty: 'empty.myList',
    load: async (client) => (await getMyList(client)).myList,
  },
  recommended: {
    title: 'carousel.recommended',
    path: '/recommended-for-you',
    empty: 'empty.noRecord',
    load: async (client) => (await getRecommendations(client)).results,
  },
  trending: {
    title: 'carousel.trending',
    path: '/trending',
    empty: 'empty.noRecord',
    load: async (client) => (await getTrendingModules(client)).results,
  },
  recent: {
    title: 'carousel.recent',
    path: '/recent-additions',
    empty: 'empty.noRecord',
    load: async (client) => (await getRecentModules(client)).results,
  },
  assigned: {
    title: 'carousel.assigned',
    path: '/assigned-by-mentor',
    empty: 'empty.noAssignedModules',
    load: async (client) => (await getMyModules(client, { status: 'ASSIGNED' })).results,
  },
  collections: {
    title: 'carousel.collections',
    path: ALL_COLLECTIONS_PATH,
    empty: 'empty.oopsNoRecord',
    load: async (client) => (await getCollections(client)).results,
  },
};
