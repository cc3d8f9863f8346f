/**
 * The DOM events a widget dispatches on its host element (they bubble and cross the shadow boundary).
 * Documented in the package README; a host listens with `el.addEventListener('modkit:progress', …)`.
 */
export const MODKIT_EVENTS = [
  'modkit:ready',
  'modkit:progress',
  'modkit:navigate',
  'modkit:auth-required',
  'modkit:error',
  'modkit:notice',
  'modkit:analytics',
] as const;
export type ModkitEventType = (typeof MODKIT_EVENTS)[number];

/** `modkit:navigate` detail: where the user asked to go, as a path of the standalone app. */
export interface NavigateDetail {
  kind:
    | 'module'
    | 'module-page'
    | 'module-tab'
    | 'collection'
    | 'collections'
    | 'my-list'
    | 'library'
    | 'learner'
    | 'pricing'
    | 'points'
    | 'search';
  path: string;
  id?: number;
  /** 'module-tab': the module page's tab (1, 2 or 3). */
  tab?: number;
}

/** `modkit:progress` detail: a module's saved progress. */
export interface ProgressDetail {
  moduleId: number;
  completedPercentage: number;
  completedTab: number;
}

/** `modkit:error` detail: the message the widget showed. */
export interface ErrorDetail {
  message: string;
  status?: number;
}

export type EmitFn = (type: ModkitEventType, detail?: unknown) => boolean;

/** Dispatches a composed, bubbling, cancelable CustomEvent; returns false when the host prevented it. */
export function dispatchModkitEvent(
  target: EventTarget | null,
  type: ModkitEventType,
  detail?: unknown,
): boolean {
  if (!target) return true;
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** `modkit:notice` detail: what the widget is about to say in its notice (a host that shows it prevents it). */
export interface NoticeDetail {
  text: string;
  tone: 'success' | 'error' | 'info';
}

/** `modkit:analytics` detail: something the spec counts (e.g. 'module-scroll' at 20/40/60/80 % of tab 1). */
export interface AnalyticsDetail {
  event: string;
  data: Record<string, unknown>;
}
