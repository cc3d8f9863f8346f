/**
 * @modkit/widgets — the widgets as React components (each renders into its own shadow root). The
 * script-tag build (`dist/embed/loader.js`) registers the same widgets as custom elements.
 */

export type { CarouselSource } from './library-carousel/sources';
export type { CommonWidgetProps } from './react/create-component';
export { Dashboard } from './react/dashboard';
export { Discussion } from './react/discussion';
export { LearnerTable } from './react/learner-table';
export { LibraryCarousel } from './react/library-carousel';
export { ModulePlayer } from './react/module-player';
export { PointsBadge } from './react/points-badge';
/** Tell the page's points badges that the user earned points outside the widgets (they reload). */
export { notifyPointsChanged } from './runtime/bus';
export {
  type AnalyticsDetail,
  type ErrorDetail,
  MODKIT_EVENTS,
  type ModkitEventType,
  type NavigateDetail,
  type NoticeDetail,
  type ProgressDetail,
} from './runtime/events';
export type { WidgetWrites } from './runtime/writes';
