/**
 * The keys of a tablist (WAI-ARIA Authoring Practices, tabs with automatic activation): the arrow that points
 * along the line moves to the next tab and the other to the previous one, going round at the ends; right to
 * left that is ArrowLeft for the next tab and ArrowRight for the previous. Home and End go to the first and
 * the last. Every tablist of the widgets and the app moves with it.
 */
export function tabKeyTarget(key: string, index: number, count: number, dir: 'ltr' | 'rtl'): number | null {
  const last = count - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const step = { ArrowRight: 1, ArrowLeft: -1 }[key];
  if (!step) return null;
  return (index + (dir === 'rtl' ? -step : step) + count) % count;
}
