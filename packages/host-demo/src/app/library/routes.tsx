import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';
import { lazyRoutes } from '../router/lazy-routes';

// Pages that several routes show, with different props.
const loadModulePreview = () => import('./module-preview-page');
const ModulePreviewPage = lazy(loadModulePreview);
const LibrarySubPage = lazy(() => import('./sub-page'));

/**
 * The library (part 1 §2.17–2.23, part 2 Library sub-pages, My List, Search): My Library (also the
 * mentor's home), its sub-pages, collections, modules, related careers, My List and search. Mentors use
 * the same module, collection and career routes.
 */
export const LIBRARY_ROUTES: AppRoute[] = lazyRoutes([
  { pattern: /^\/(mentor\/)?my-library$/, load: () => import('./my-library-page') },
  {
    pattern: /^\/my-library\/module-preview\/(\d+)$/,
    params: ['id'],
    page: ModulePreviewPage,
    preload: loadModulePreview,
  },
  {
    pattern: /^\/my-library\/module-preview\/module-page\/(\d+)$/,
    params: ['id'],
    page: (props) => <ModulePreviewPage {...props} variant="module-page" />,
    preload: loadModulePreview,
  },
  {
    pattern: /^\/my-library\/module-preview\/(\d+)\/related-careers\/(\d+)$/,
    params: ['module_id', 'id'],
    load: () => import('./related-careers-page'),
  },
  { pattern: /^\/my-library\/all-collections$/, load: () => import('./all-collections-page') },
  {
    pattern: /^\/my-library\/collections\/view-collection\/(\d+)$/,
    params: ['id'],
    load: () => import('./view-collection-page'),
  },
  { pattern: /^\/recommended-for-you$/, page: () => <LibrarySubPage kind="recommended" /> },
  { pattern: /^\/assigned-by-mentor$/, page: () => <LibrarySubPage kind="assigned" /> },
  { pattern: /^\/recent-additions$/, page: () => <LibrarySubPage kind="recent" /> },
  { pattern: /^\/trending$/, page: () => <LibrarySubPage kind="trending" /> },
  { pattern: /^\/my-list$/, load: () => import('./my-list-page') },
  { pattern: /^\/search$/, load: () => import('../search/search-page') },
]);
