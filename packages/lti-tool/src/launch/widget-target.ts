import type { LtiUserRole } from '@modkit/api';

/** What a launch shows: one widget and its attributes. */
export interface WidgetTarget {
  widget: 'module-player' | 'library-carousel' | 'learner-table' | 'dashboard' | 'discussion';
  attributes: Record<string, string>;
}

const SOURCES = new Set(['my-list', 'recommended', 'trending', 'recent', 'assigned', 'collections']);
const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? v : undefined);

/**
 * The widget a link points to, from its custom parameters (deep linking writes `widget`, `module_id`,
 * `source`) or the target link's query: a module player, a carousel, or for teachers their learner
 * table (super mentors: the dashboard). Without any, learners get the library and teachers their table.
 */
export function widgetTarget(params: Record<string, unknown>, role: LtiUserRole): WidgetTarget {
  const moduleId = id(params.module_id);
  const widget = params.widget;
  if (widget === 'module-player' && moduleId) return { widget, attributes: { 'module-id': moduleId } };
  if (widget === 'discussion' && moduleId) return { widget, attributes: { 'module-id': moduleId } };
  if (!widget && moduleId) return { widget: 'module-player', attributes: { 'module-id': moduleId } };
  const collectionId = id(params.collection_id);
  if (widget === 'library-carousel' && collectionId)
    return { widget, attributes: { 'collection-id': collectionId } };
  if (widget === 'library-carousel') {
    const source =
      typeof params.source === 'string' && SOURCES.has(params.source) ? params.source : 'recommended';
    return { widget, attributes: { source } };
  }
  if (widget === 'dashboard' && role === 'SUPER_MENTOR') return { widget, attributes: {} };
  if (role !== 'STUDENT' && (widget === 'learner-table' || widget === 'dashboard' || !widget)) {
    return {
      widget: role === 'SUPER_MENTOR' && widget === 'dashboard' ? 'dashboard' : 'learner-table',
      attributes: {},
    };
  }
  return { widget: 'library-carousel', attributes: { source: 'recommended' } };
}
