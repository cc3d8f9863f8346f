import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyLibraryPage = lazy(() => import('./my-library-page'));
const ModulePreviewPage = lazy(() => import('./module-preview-page'));
const LibrarySubPage = lazy(() => import('./sub-page'));
const AllCollectionsPage = lazy(() => import('./all-collections-page'));
const ViewCollectionPage = lazy(() => import('./view-collection-page'));
const RelatedCareersPage = lazy(() => import('./related-careers-page'));
const MyListPage = lazy(() => import('./my-list-page'));
const SearchPage = lazy(() => import('../search/search-page'));

/**
 * The library (part 1 §2.17–2.23, part 2 Library sub-pages, My List, Search): My Library (also the
 * mentor's home), its sub-pages, collections, modules, related careers, My List and search. Mentors use
 * the same module, collection and career routes.
 */
export const LIBRARY_ROUTES: AppRoute[] = [
  { pattern: /^\/(mentor\/)?my-library$/, page: MyLibraryPage },
  { pattern: /^\/my-library\/module-preview\/(\d+)$/, params: ['id'], page: ModulePreviewPage },
  {
    pattern: /^\/my-library\/module-preview\/module-page\/(\d+)$/,
    params: ['id'],
    page: (props) => <ModulePreviewPage {...props} variant="module-page" />,
  },
  {
    pattern: /^\/my-library\/module-preview\/(\d+)\/related-careers\/(\d+)$/,
    params: ['module_id', 'id'],
    page: RelatedCareersPage,
  },
  { pattern: /^\/my-library\/all-collections$/, page: AllCollectionsPage },
  {
    pattern: /^\/my-library\/collections\/view-collection\/(\d+)$/,
    params: ['id'],
    page: ViewCollectionPage,
  },
  { pattern: /^\/recommended-for-you$/, page: () => <LibrarySubPage kind="recommended" /> },
  { pattern: /^\/assigned-by-mentor$/, page: () => <LibrarySubPage kind="assigned" /> },
  { pattern: /^\/recent-additions$/, page: () => <LibrarySubPage kind="recent" /> },
  { pattern: /^\/trending$/, page: () => <LibrarySubPage kind="trending" /> },
  { pattern: /^\/my-list$/, page: MyListPage },
  { pattern: /^\/search$/, page: SearchPage },
];
