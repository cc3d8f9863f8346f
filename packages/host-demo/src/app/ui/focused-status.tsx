import { useFocusOnMount } from '@modkit/widgets/ui';
import type { ReactNode } from 'react';

/**
 * A status message shown in place of the control that had the focus (a form's Submit, a Send): it takes the
 * focus (WCAG 2.4.3), so the focus is not left on the page, and a screen reader reads it (4.1.3).
 */
export function FocusedStatus({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} className={className} role="status" tabIndex={-1}>
      {children}
    </p>
  );
}
