import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import type { ReactNode } from 'react';

export interface FloatingPanelProps {
  anchor: HTMLElement;
  placement?: 'top' | 'bottom';
  className: string;
  part: string;
  children: ReactNode;
  /** Extra attributes of the panel (role, labelling). */
  attributes?: Record<string, string | undefined>;
  panelRef?: (el: HTMLElement | null) => void;
}

/**
 * The positioned box of a tooltip or popover (Floating UI), inside the widget's shadow root with fixed
 * positioning: nothing is portalled into the host page. Loaded on first use only (its own chunk).
 */
export default function FloatingPanel({
  anchor,
  placement = 'top',
  className,
  part,
  children,
  attributes,
  panelRef,
}: FloatingPanelProps) {
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return (
    <div
      ref={(el) => {
        refs.setFloating(el);
        panelRef?.(el);
      }}
      className={className}
      style={floatingStyles}
      part={part}
      {...attributes}
    >
      {children}
    </div>
  );
}
