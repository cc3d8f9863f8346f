import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { listenToDocument } from './listen-to-document';
import { useLatestRef } from './use-latest-ref';

/**
 * While a header popup is open: Escape closes it and gives focus back to its trigger (`refocus` true);
 * a pointer down outside the box, or focus leaving it, closes it where the user went. Listening starts as the
 * popup is shown (a layout effect), so an Escape pressed at once is never missed.
 */
function useDismiss(
  open: boolean,
  box: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
): void {
  const closeRef = useLatestRef(close);
  useLayoutEffect(() => {
    if (!open) return;
    const element = box.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && element?.contains(document.activeElement)) closeRef.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) closeRef.current(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element?.contains(next)) closeRef.current(false);
    };
    const stopListening = listenToDocument({ keydown: onKey, pointerdown: onPointer });
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      stopListening();
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, box, closeRef]);
}

/**
 * A header popup's disclosure: whether it is open, its box ref, its trigger button's attributes, the panel's
 * id, and `close` (refocusing the trigger when asked), dismissed as `useDismiss` says.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  useDismiss(open, box, close);
  // The trigger button's attributes: its ref and type, whether the popup is open, and the panel it controls
  // while that panel is rendered (only when open).
  const trigger = {
    ref: button,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
  } as const;
  return { open, setOpen, box, trigger, id, close };
}
