import { cloneElement, isValidElement, lazy, type ReactElement, Suspense, useId, useState } from 'react';

const FloatingPanel = /* @__PURE__ */ lazy(() => import('./floating-panel'));

/**
 * A tooltip on hover and keyboard focus, closed by Escape. The text is always the trigger's accessible
 * description; the visible box is positioned by Floating UI, whose code loads the first time a tooltip
 * opens.
 */
export function Tooltip({ text, children }: { text: string; children: ReactElement }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!isValidElement(children)) return children;
  const trigger = cloneElement(children as ReactElement<Record<string, unknown>>, {
    ref: setAnchor,
    'aria-describedby': id,
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    },
  });
  return (
    <>
      {trigger}
      {/* Hidden: a description is read from a hidden element, and the text is not read a second time after it. */}
      <span id={id} hidden>
        {text}
      </span>
      {open && anchor ? (
        <Suspense fallback={null}>
          <FloatingPanel
            anchor={anchor}
            className="mk-floating"
            part="tooltip"
            attributes={{ 'aria-hidden': 'true' }}
          >
            {text}
          </FloatingPanel>
        </Suspense>
      ) : null}
    </>
  );
}
