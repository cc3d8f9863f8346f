/**
 * The custom elements the loader registers, with the attributes each observes (besides `token` and
 * `theme`). The loader reads this table without loading any widget code.
 */
export const WIDGET_TAGS = {
  'library-carousel': ['source', 'collection-id'],
  'module-player': ['module-id', 'view'],
  discussion: ['module-id'],
  'points-badge': ['refresh'],
  'learner-table': [],
  dashboard: ['heading'],
} as const satisfies Record<string, readonly string[]>;

export type WidgetName = keyof typeof WIDGET_TAGS;
