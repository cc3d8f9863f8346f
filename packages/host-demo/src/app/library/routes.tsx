import { lazy } from 'react';
import type { AppRoute } from '../router/app-route';

const MyLibraryPage = lazy(() => import('../pages/my-library-page'));
const ModulePreviewPage = lazy(() => import('../pages/module-preview-page'));

/** The library (part 1 §2.17–2.23): My Library, its sub-pages, collections, modules, My List, search. */
export const LIBRARY_ROUTES: AppRoute[] = [
  { pattern: /^\/my-library$/, page: MyLibraryPage },
  { pattern: /^\/my-library\/module-preview\/(\d+)$/, params: ['id'], page: ModulePreviewPage },
  {
    pattern: /^\/my-library\/module-preview\/module-page\/(\d+)$/,
    params: ['id'],
    page: (props) => <ModulePreviewPage {...props} variant="module-page" />,
  },
];
