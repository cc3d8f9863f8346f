import { useEffect, useRef } from 'react';

/**
 * A ref that moves the focus to its element once it is shown (WCAG 2.4.3): a message or a control that
 * replaced the control that had the focus (a form's Submit, a Confirm), which would otherwise leave the
 * focus on the page. A message takes `tabIndex={-1}`; screen readers read the element focused. The focus
 * moves at the next frame, after the rest of the change: a dialog closing in the same change gives the
 * focus back to its opener first (which may be gone or disabled).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
