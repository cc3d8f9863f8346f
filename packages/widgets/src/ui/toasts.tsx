import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../runtime/i18n';
import { Icon, X } from './icon';

/** How a notice reads: a success, a failure, or plain information. */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/**
 * How long a success or information notice stays (it can be dismissed before; what it says also shows in the
 * page, and a screen reader says it as it comes). A failure stays until it is dismissed (WCAG 2.2.1: no time
 * limit on reading what went wrong).
 */
export const TOAST_MS = 5000;
/** At most this many notices show at once (the oldest goes). */
const MAX_TOASTS = 3;

/** The toasts's CSS: a corner stack on wide screens, the full width at the bottom on small ones. */
export const TOAST_CSS = `.mk-toasts{position:fixed;z-index:2147483000;inset-inline-end:1em;bottom:1em;display:grid;gap:.5em;max-width:min(26em,calc(100vw - 2em));margin:0;padding:0;list-style:none;pointer-events:none}
.mk-toast{display:flex;align-items:flex-start;gap:.75em;padding:.75em 1em;border-radius:8px;background:var(--mk-bg);color:var(--mk-fg);border-inline-start:4px solid var(--mk-primary);box-shadow:0 6px 24px rgb(0 0 0 / .18);pointer-events:auto}
.mk-toast--success{border-inline-start-color:var(--mk-success)}.mk-toast--error{border-inline-start-color:var(--mk-danger)}
.mk-toast p{margin:0;flex:1}
@media (max-width:767px){.mk-toasts{inset-inline:.75em;bottom:.75em;max-width:none}}
.mk-toasts--top{bottom:auto;top:1em}
`;

/**
 * A list of notices, successes dismissing themselves after `TOAST_MS` (failures stay): `show` adds one,
 * `dismiss` removes one.
 */
export function useToastList() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (text: string, tone: ToastTone = 'success') => {
      const id = next.current++;
      setToasts((list) => [...list, { id, text, tone }].slice(-MAX_TOASTS));
      if (tone !== 'error')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), TOAST_MS),
        );
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);
  return { toasts, show, dismiss };
}

/**
 * While notices show, an element that takes the focus under them sends them to the other end of the screen
 * (WCAG 2.4.11: the focus is never hidden), once the browser has scrolled it into view.
 */
function useClearOfFocus(region: RefObject<HTMLDivElement | null>, shown: boolean): boolean {
  const [top, setTop] = useState(false);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const list = region.current;
        if (!(target instanceof Element) || !list || list.contains(target)) return;
        const a = target.getBoundingClientRect();
        const b = list.getBoundingClientRect();
        if (a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) setTop((t) => !t);
      });
    };
    document.addEventListener('focusin', onFocus, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus, true);
    };
  }, [shown, region]);
  return top;
}

/**
 * The live region the notices appear in (`role="status"`, polite): it is always in the page, so that a
 * screen reader announces each notice as it arrives; each one can be dismissed, and none hides the element
 * that has the focus.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  const { t: translate } = useT();
  const region = useRef<HTMLDivElement>(null);
  const top = useClearOfFocus(region, toasts.length > 0);
  return (
    <div
      ref={region}
      className={top ? 'mk-toasts mk-toasts--top' : 'mk-toasts'}
      role="status"
      aria-live="polite"
      part="toasts"
    >
      {toasts.map((t) => (
        <div key={t.id} className={`mk-toast mk-toast--${t.tone}`}>
          <p>{t.text}</p>
          <button
            type="button"
            className="mk-icon-btn"
            aria-label={translate('notice.dismiss')}
            onClick={() => onDismiss(t.id)}
          >
            <Icon icon={X} />
          </button>
        </div>
      ))}
    </div>
  );
}

/** Shows a notice: `notify('Added to My List.')`, `notify('Could not …', 'error')`. */
export type Notify = (text: string, tone?: ToastTone) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** Gives the components below it their `notify`. */
export function NotifyProvider({ notify, children }: { notify: Notify; children: ReactNode }) {
  return <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>;
}

/** The `notify` of the nearest widget frame or page (a no-op outside both). */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
