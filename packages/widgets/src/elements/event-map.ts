/**
 * The `modkit:*` events with their details, and the DOM's own maps made to know them: with
 * `@modkit/widgets/elements` in a program, `element.addEventListener('modkit:progress', (e) => e.detail.moduleId)`
 * and `document.querySelector('modkit-points-badge')` are typed.
 */
import type {
  AnalyticsDetail,
  ErrorDetail,
  NavigateDetail,
  NoticeDetail,
  ProgressDetail,
} from '../runtime/events';
import type { ModkitElementAttributesMap } from './element-types';

/** `modkit:ready` detail: what the widget loaded (each widget names its own counts). */
export interface ReadyDetail {
  /** The points badge. */
  points?: number;
  /** The library carousel. */
  source?: string;
  collectionId?: number;
  items?: number;
  /** The module player and the discussion. */
  moduleId?: number;
  comments?: number;
  /** The learner table. */
  learners?: number;
}

/** `modkit:auth-required` detail. */
export interface AuthRequiredDetail {
  status: 401;
}

/** `modkit:token-expiring` detail (on the `document`, from the loader): when the token expires, in ms. */
export interface TokenExpiringDetail {
  expiresAt: number;
}

/** Every event a widget dispatches on its element (they bubble and cross the shadow boundary). */
export interface ModkitEventMap {
  'modkit:ready': CustomEvent<ReadyDetail>;
  'modkit:progress': CustomEvent<ProgressDetail>;
  'modkit:navigate': CustomEvent<NavigateDetail>;
  'modkit:auth-required': CustomEvent<AuthRequiredDetail>;
  'modkit:error': CustomEvent<ErrorDetail>;
  'modkit:notice': CustomEvent<NoticeDetail>;
  'modkit:analytics': CustomEvent<AnalyticsDetail>;
}

declare global {
  // `document.querySelector('modkit-points-badge')` is an HTMLElement (whose events, below, include these).
  interface HTMLElementTagNameMap extends Record<keyof ModkitElementAttributesMap, HTMLElement> {}
  // The events bubble: a page may listen on any ancestor, the document or the window.
  interface GlobalEventHandlersEventMap extends ModkitEventMap {}
  interface DocumentEventMap {
    'modkit:token-expiring': CustomEvent<TokenExpiringDetail>;
  }
}

/**
 * Listens to a `modkit:*` event on an element (or any ancestor: the events bubble), typed by its name;
 * answers the function that stops listening. For templates whose syntax takes no `:` in an event name.
 */
export function onModkitEvent<K extends keyof ModkitEventMap>(
  target: EventTarget,
  type: K,
  listener: (event: ModkitEventMap[K]) => void,
): () => void {
  const handler = (event: Event) => listener(event as ModkitEventMap[K]);
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
}

/**
 * `onModkitEvent` waiting for its element: `(element) => stop`, e.g. a Svelte attachment
 * (`<modkit-points-badge {@attach modkitEvent('modkit:ready', (event) => …)}>`) or a ref callback.
 */
export function modkitEvent<K extends keyof ModkitEventMap>(
  type: K,
  listener: (event: ModkitEventMap[K]) => void,
): (target: EventTarget) => () => void {
  return (target) => onModkitEvent(target, type, listener);
}
