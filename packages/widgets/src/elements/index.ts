/**
 * @modkit/widgets/elements — what a page or a server needs of the widgets without React: the custom
 * elements' tags, attributes and `modkit:*` events (typed, also in the DOM's own maps), and the script-tag
 * loader's attributes. Nothing here imports React or touches `window` or `document` when imported.
 * Framework declarations of the elements: `@modkit/widgets/jsx` (React 19), `/vue`, `/svelte`.
 */

export {
  type AnalyticsDetail,
  type ErrorDetail,
  MODKIT_EVENTS,
  type ModkitEventType,
  type NavigateDetail,
  type NoticeDetail,
  type ProgressDetail,
} from '../runtime/events';
export {
  type CarouselSource,
  type DashboardAttributes,
  type DiscussionAttributes,
  type LearnerTableAttributes,
  type LibraryCarouselAttributes,
  MODKIT_ELEMENTS,
  type ModkitElementAttributes,
  type ModkitElementAttributesMap,
  type ModkitElementTag,
  type ModulePlayerAttributes,
  type PointsBadgeAttributes,
} from './element-types';
export {
  type AuthRequiredDetail,
  type ModkitEventMap,
  modkitEvent,
  onModkitEvent,
  type ReadyDetail,
  type TokenExpiringDetail,
} from './event-map';
export { type LoaderScript, type LoaderScriptOptions, loaderScript, loadWidgets } from './loader-script';
