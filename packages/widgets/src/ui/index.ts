/**
 * @modkit/widgets/ui — the UI primitives the widgets are made of, for a page that renders them in its own
 * DOM (the standalone app): the same markup, behaviour and classes as inside a widget. The page adopts
 * `PAGE_UI_CSS` once (theme tokens on `:root` and the `mk-*` classes, no element rules).
 */
import { messages } from '../messages/ui';
import { setPageMessages } from '../runtime/i18n';
import { PAGE_TOKENS, PRIMITIVES_CSS } from './base-css';
import { CAROUSEL_CSS } from './carousel';
import { CARD_CSS } from './module-card';
import { TOAST_CSS } from './toasts';

export { assetUrl, mediaPath } from '../runtime/asset-url';
export { errorMessage } from '../runtime/error-message';
export { afterPaint, loadedAndPainted } from './after-paint';
export { AssignDialog as AssignModulesDialog } from './assign-modules/assign-dialog';
export { collectionCard, moduleCard } from './card-data';
export { Carousel } from './carousel';
export { ConfirmDialog } from './confirm-dialog';
export { contentAttributes, contentLanguage } from './content-language';
export { useCopyLink } from './copy-link';
export { ErrorDialog } from './error-dialog';
export { useFocusOnMount } from './focus-on-mount';
/** The icons (Lucide's shapes) and `Icon`, which draws one. */
export * from './icon';
export { keepFocusThroughDisabling } from './keep-focus';
export { setKeptOffline, useKeptOffline } from './kept-offline';
export { Modal } from './modal';
export { Card, type CardData } from './module-card';
export { Pager } from './pager';
export { Popover } from './popover';
export { loadSanitizer, SafeHtml } from './safe-html';
export { EmptyState, ErrorState, LoadingState } from './states';
export { tabKeyTarget } from './tab-keys';
export {
  type Notify,
  NotifyProvider,
  TOAST_CSS,
  type Toast,
  ToastRegion,
  type ToastTone,
  useNotify,
  useToastList,
} from './toasts';
export { Tooltip } from './tooltip';

// The primitives' English on a page's own DOM (a widget carries its own messages instead).
setPageMessages(messages);

/** The primitives' stylesheet for a page's own DOM. */
export const PAGE_UI_CSS = PAGE_TOKENS + PRIMITIVES_CSS + CARD_CSS + CAROUSEL_CSS + TOAST_CSS;
