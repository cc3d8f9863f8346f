import { LIMITS, passedScrollMarks, tabScrollPercent } from '@modkit/sdk/rules';
import { useEffect, useRef, useState } from 'react';

/**
 * The module page's scroll (part 1 §2.21, §6): `far` once the page is scrolled past 550 px (the back-to-top
 * button and the share icons appear), and `onMark(percent)` once for each of 20, 40, 60 and 80 % of the first
 * tab (index 0) reached since the tab was opened.
 */
export function usePageScroll(activeTab: number, onMark: (percent: number) => void): { far: boolean } {
  const [far, setFar] = useState(false);
  const best = useRef(0);
  const mark = useRef(onMark);
  mark.current = onMark;
  useEffect(() => {
    if (typeof window === 'undefined') return;
    best.current = 0;
    const onScroll = () => {
      const root = document.documentElement;
      setFar(window.scrollY > LIMITS.backToTopAfterPx);
      if (activeTab !== 0) return;
      const now = tabScrollPercent(window.scrollY + window.innerHeight, root.scrollHeight, 0);
      for (const percent of passedScrollMarks(best.current, now)) mark.current(percent);
      best.current = Math.max(best.current, now);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [activeTab]);
  return { far };
}
