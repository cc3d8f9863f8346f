import { NotifyProvider, ToastRegion, type ToastTone, useToastList } from '@modkit/widgets/ui';
import { type ReactNode, useEffect } from 'react';

type Listener = (text: string, tone: ToastTone) => void;
const listeners = new Set<Listener>();

/**
 * Says what just happened, in the app's one notice region (a polite live region): from any component
 * (`useNotify()` from `@modkit/widgets/ui`), from outside React, and for the widgets on the app's pages
 * (their `modkit:notice`, see `widget-events.ts`).
 */
export function notify(text: string, tone: ToastTone = 'success'): void {
  for (const listener of listeners) listener(text, tone);
}

/** The app's notices: the region at the end of the page and `notify` for every component below it. */
export function Notices({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToastList();
  useEffect(() => {
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [show]);
  return (
    <NotifyProvider notify={notify}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </NotifyProvider>
  );
}
