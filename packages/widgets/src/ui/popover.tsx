import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';

const FloatingPanel = /* @__PURE__ */ lazy(() => import('./floating-panel'));

interface PopoverProps {
  /** The trigger's content; the trigger is a button. */
  label: ReactNode;
  triggerClassName?: string;
  triggerLabel?: string;
  title: string;
  children: ReactNode;
}

/**
 * A click-opened panel: focus moves into it, Escape or a click outside closes it and gives focus back
 * to the trigger. Positioned by Floating UI (loaded on first open).
 */
export function Popover({ label, triggerClassName = 'mk-btn', triggerLabel, title, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const root = trigger.current?.getRootNode() as Document | ShadowRoot | undefined;
    const close = (refocus: boolean) => {
      setOpen(false);
      if (refocus) trigger.current?.focus();
    };
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key === 'Escape') close(true);
    };
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(panel.current as EventTarget) && !path.includes(trigger.current as EventTarget))
        close(false);
    };
    root?.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      root?.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && trigger.current ? (
        <Suspense fallback={null}>
          <FloatingPanel
            anchor={trigger.current}
            placement="bottom"
            className="mk-floating mk-floating--panel"
            part="popover"
            attributes={{ id: panelId, role: 'dialog', 'aria-labelledby': headingId, tabIndex: '-1' }}
            panelRef={(el) => {
              panel.current = el;
              el?.focus();
            }}
          >
            <h3 id={headingId}>{title}</h3>
            {children}
          </FloatingPanel>
        </Suspense>
      ) : null}
    </>
  );
}
