/**
 * The embed bench's table: per way and cache state, the medians of the time to the module's title, to its
 * enabled start button and to interactive (content-probe.ts), of the kilobytes transferred and of the partner
 * page's layout shift (CLS: it must not jump when the module player fills in); the title
 * and interactive times as multiples of the widgets' in the same cache state.
 */
import type { CacheState, Samples, WayName } from './embed-ways';
import type { LoadFigures } from './measure-load';

const WAY_LABELS: Record<WayName, string> = {
  widgets: 'widgets (script tag + <modkit-module-player>)',
  iframe: 'iframe of the app module page',
  h5p: 'h5p-standalone (H5P.ModkitText)',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The medians of a way's loads in one cache state. */
function medians(loads: LoadFigures[]): LoadFigures {
  return {
    visibleMs: median(loads.map((l) => l.visibleMs)),
    buttonMs: median(loads.map((l) => l.buttonMs)),
    interactiveMs: median(loads.map((l) => l.interactiveMs)),
    bytes: median(loads.map((l) => l.bytes)),
    cls: median(loads.map((l) => l.cls)),
  };
}

const times = (value: number, base: number) => `${(value / base).toFixed(2)}×`;

/** The header and rows to print (`printTable`). */
export function embedTable(samples: Samples): { header: string[]; rows: Array<Array<string | number>> } {
  const header = [
    'way',
    'cache',
    'title ms',
    'button ms',
    'interactive ms',
    'kB',
    'CLS',
    'title / widgets',
    'interactive / widgets',
  ];
  const rows: Array<Array<string | number>> = [];
  for (const cache of ['cold', 'warm'] as CacheState[]) {
    const base = medians(samples.widgets[cache]);
    for (const way of Object.keys(samples) as WayName[]) {
      const m = medians(samples[way][cache]);
      rows.push([
        WAY_LABELS[way],
        cache,
        Math.round(m.visibleMs),
        Math.round(m.buttonMs),
        Math.round(m.interactiveMs),
        (m.bytes / 1000).toFixed(1),
        m.cls.toFixed(3),
        times(m.visibleMs, base.visibleMs),
        times(m.interactiveMs, base.interactiveMs),
      ]);
    }
  }
  return { header, rows };
}
