import { type ComponentType, createElement, lazy, useState } from 'react';
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
    return { ...route, ...loadedOnce(load) };
  });
}

/**
 * A lazily loaded page that renders at once when its module is already in (`preload` awaited, as the take-over of
 * a painted page does: prerender/take-over.ts), where `lazy` would first show the Suspense fallback. A page keeps
 * the way it was mounted with, so it is never mounted twice.
 */
function loadedOnce(load: LazyRoute['load']): Pick<AppRoute, 'page' | 'preload'> {
  const Lazy = lazy(load);
  let ready: ComponentType<{ params: RouteParams }> | undefined;
  const preload = () =>
    load().then((module) => {
      ready = module.default;
      return module;
    });
  function Page(props: { params: RouteParams }) {
    const [Shown] = useState(() => ready ?? Lazy);
    return createElement(Shown, props);
  }
  return { page: Page, preload };
}
