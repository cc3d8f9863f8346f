import { type ComponentType, lazy } from 'react';
import type { AppRoute, RouteParams } from './app-route';

/**
 * A route table's entry whose page is a module's default export, loaded on first use (its own chunk): the
 * route's fields and `load`, a literal `() => import('./page')` so the bundler still splits the page out.
 */
export interface LazyRoute extends Omit<AppRoute, 'page'> {
  load: () => Promise<{ default: ComponentType<{ params: RouteParams }> }>;
}

/**
 * The app's routes from a table of lazily loaded pages (each with its loader as `preload`) and ready routes (a
 * page shared by several routes, whose `preload` the table gives).
 */
export function lazyRoutes(table: Array<LazyRoute | AppRoute>): AppRoute[] {
  return table.map((entry) => {
    if (!('load' in entry)) return entry;
    const { load, ...route } = entry;
    return { ...route, page: lazy(load), preload: load };
  });
}
