import type { ComponentType } from 'react';

export type RouteParams = Record<string, string>;

/** One route of the app: its path pattern, whether it is public, and its page. */
export interface AppRoute {
  pattern: RegExp;
  /** Param names, in the order of the pattern's groups. */
  params?: string[];
  /** Public pages render without the guard and the shell. */
  public?: boolean;
  page: ComponentType<{ params: RouteParams }>;
  /** Loads the page's module ahead of its first render (a lazily loaded page); what it resolves to is the module. */
  preload?: () => Promise<unknown>;
}
