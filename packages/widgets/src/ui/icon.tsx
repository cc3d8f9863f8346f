import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * The icons the widgets and the app draw: Lucide's (ISC), kept as SVG data by the `lucide` package, one
 * module per icon, so a bundler keeps only those drawn (about 0.1 kB gz each). Characters such as 🗑 or ✕
 * were drawn by each system's emoji font, and as an empty box where there is none (Debian's Chromium,
 * kiosks).
 */
export {
  ArrowLeft,
  ArrowUp,
  Check,
  ChevronLeft,
  ChevronRight,
  Heart,
  Lock,
  Menu,
  Plus,
  Share,
  Star,
  Trash2,
  X,
} from 'lucide';
export type { IconNode };

interface IconProps {
  /** The icon's shapes (`Trash2`, `X` … above). */
  icon: IconNode;
  /** Filled with the text colour (a pressed bookmark, a liked heart) instead of outlined. */
  filled?: boolean;
  /** Points along the line (back, previous, next): mirrored where the text runs right to left. */
  directional?: boolean;
}

/**
 * An icon as inline SVG in the text's colour, 1em square (`.mk-icon` in the primitives' sheet): the
 * theme's `color` and `font-size` colour and size it. A directional one has `mk-icon--directional`,
 * mirrored by `:dir(rtl)`, which follows the page's `dir` into a shadow root. Always `aria-hidden`: its
 * button or its `role="img"` wrapper carries the accessible name.
 */
export function Icon({ icon, filled = false, directional = false }: IconProps) {
  return (
    <svg
      className={directional ? 'mk-icon mk-icon--directional' : 'mk-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}
