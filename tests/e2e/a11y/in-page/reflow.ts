/** WCAG 1.4.10: what sticks out sideways. */
import { allElements, clippedAway, describe, shown } from './elements';

export function reflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const out = allElements()
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 1 || r.left < -1) && shown(el) && !clippedAway(el);
    })
    // The outermost ones: their children stick out with them.
    .filter((el, _i, list) => !list.some((other) => other !== el && other.contains(el)));
  return [
    `the page is ${document.documentElement.scrollWidth} px wide at ${width} px`,
    ...out.slice(0, 8).map((el) => {
      const r = el.getBoundingClientRect();
      return `${describe(el)} at ${Math.round(r.left)}–${Math.round(r.right)} px`;
    }),
  ];
}
