import { useEffect, useState } from 'react';

/** Scroll after which the signed-in header gets its shadow (part 1 §2.14). */
const HEADER_SHADOW_AFTER_PX = 10;

/**
 * The header hides on scroll down and shows on scroll up, and gets a shadow after 10 px of scroll
 * (part 1 §2.14).
 */
export function useHeaderScroll(): { hidden: boolean; shadow: boolean } {
  const [state, setState] = useState({ hidden: false, shadow: false });
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const hidden = y > last && y > 64;
      last = y;
      setState((s) =>
        s.hidden === hidden && s.shadow === y > HEADER_SHADOW_AFTER_PX
          ? s
          : { hidden, shadow: y > HEADER_SHADOW_AFTER_PX },
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
