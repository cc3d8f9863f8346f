/**
 * @modkit/widgets — the widgets as React components (each renders into its own shadow root). The
 * script-tag build (`dist/embed/loader.js`) registers the same widgets as custom elements.
 */

import { dashboardWidget } from './dashboard/widget';
import { discussionWidget } from './discussion/widget';
import { learnerTableWidget } from './learner-table/widget';
import type { CarouselSource } from './library-carousel/sources';
import { libraryCarouselWidget } from './library-carousel/widget';
import { modulePlayerWidget } from './module-player/widget';
import { pointsBadgeWidget } from './points-badge/widget';
import { createWidgetComponent } from './react/create-component';

export type { CarouselSource } from './library-carousel/sources';
export type { CommonWidgetProps } from './react/create-component';
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

const str = (n: number | undefined) => (n === undefined ? undefined : String(n));

export const LibraryCarousel = /* @__PURE__ */ createWidgetComponent<{
  source?: CarouselSource;
  collectionId?: number;
}>(libraryCarouselWidget, (p) => ({ source: p.source, 'collection-id': str(p.collectionId) }));
export const ModulePlayer = /* @__PURE__ */ createWidgetComponent<{
  moduleId: number;
  /** 'module' opens the three tabs when the module is already the user's (the module page's URL). */
  view?: 'preview' | 'module';
}>(modulePlayerWidget, (p) => ({ 'module-id': str(p.moduleId), view: p.view }));
export const Discussion = /* @__PURE__ */ createWidgetComponent<{ moduleId: number }>(
  discussionWidget,
  (p) => ({
    'module-id': str(p.moduleId),
  }),
);
export const PointsBadge = /* @__PURE__ */ createWidgetComponent<{ refresh?: string }>(
  pointsBadgeWidget,
  (p) => ({
    refresh: p.refresh,
  }),
);
export const LearnerTable = /* @__PURE__ */ createWidgetComponent<object>(learnerTableWidget, () => ({}));
export const Dashboard = /* @__PURE__ */ createWidgetComponent<{
  /** The widget's title ('Dashboard' when absent); '' when the page gives the title itself. */
  heading?: string;
}>(dashboardWidget, (p) => ({ heading: p.heading }));
