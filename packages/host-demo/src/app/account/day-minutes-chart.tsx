import { ACTIVITY_MINUTE_TICKS, LIMITS } from '@modkit/sdk/rules';
import { afterPaint } from '@modkit/widgets/ui';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 280;
/** Every tick (60 to 1440) has a grid line; every fourth (each 4 hours) a label, so that they never overlap. */
const LABEL_EVERY = 240;

/** uPlot's options: one bar per day, minutes from 0 to 1440 with the spec's ticks. */
function chartOptions(
  plot: typeof uPlot,
  width: number,
  days: number,
  ink: string,
  grid: string,
  bar: string,
): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [0.5, days + 0.5] },
      y: { range: [0, LIMITS.activityMinutesAxisMax] },
    },
    axes: [
      { label: 'Day', stroke: ink, grid: { show: false }, space: 24, incrs: [1, 2, 5, 7] },
      {
        label: 'Minutes',
        stroke: ink,
        size: 56,
        grid: { stroke: grid, width: 1 },
        splits: () => [0, ...ACTIVITY_MINUTE_TICKS],
        values: (_u, splits) => splits.map((v) => (v % LABEL_EVERY === 0 ? String(v) : '')),
      },
    ],
    series: [{}, { label: 'Minutes', fill: bar, stroke: bar, paths: plot.paths.bars?.({ size: [0.7, 28] }) }],
  };
}

/**
 * The Activity Log's month chart (part 2 §2, §9), drawn with uPlot: one bar per day of the month, minutes on an
 * axis of 0 to 1440 (ticks 60 to 1440). It follows its box's width. Screen readers get `label` and the
 * page's table of the same figures. It is drawn once the page is painted.
 */
export function DayMinutesChart({ minutes, label }: { minutes: number[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !minutes.length) return;
    const style = getComputedStyle(el);
    const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const days = minutes.map((_, i) => i + 1);
    // The first draw (about 170 ms of a phone's CPU) and uPlot's code (22 kB gz) and stylesheet wait until the
    // page is painted: the box holds its height meanwhile.
    let chart: uPlot | null = null;
    let width = Math.max(240, el.clientWidth);
    let live = true;
    // uPlot's module runs in the task that brings it; the draw goes in a task of its own (two shorter tasks, not
    // one long one).
    let drawTimer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPaint(() => {
      void import('./uplot-with-styles').then(({ default: plot }) => {
        drawTimer = setTimeout(() => {
          if (!live) return;
          const options = chartOptions(
            plot,
            width,
            minutes.length,
            style.color,
            color('--color-border', '#d5dbe5'),
            color('--color-primary', '#2346b8'),
          );
          chart = new plot(options, [days, minutes], el);
        }, 0);
      });
    });
    // An observer reports the size it starts with: the chart is drawn again only when the width changed.
    const resize = new ResizeObserver(() => {
      const next = Math.max(240, el.clientWidth);
      if (next === width) return;
      width = next;
      chart?.setSize({ width, height: HEIGHT });
    });
    resize.observe(el);
    return () => {
      live = false;
      cancel();
      clearTimeout(drawTimer);
      resize.disconnect();
      chart?.destroy();
    };
  }, [minutes]);
  return <div ref={ref} className="day-chart" role="img" aria-label={label} />;
}
