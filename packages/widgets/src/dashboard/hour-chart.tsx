import { minutesToHours } from '@modkit/sdk/rules';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { afterPaint } from '../ui/after-paint';
import { CHART_HEIGHT, type MonthSeries, SERIES_COLORS } from './hour-series';

const UPLOT_CSS = `.uplot{font-family:inherit;color:var(--mk-fg)}.u-wrap{position:relative;user-select:none}
.u-over,.u-under{position:absolute}.uplot canvas{display:block;position:relative;width:100%;height:100%}
.u-axis{position:absolute}.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none}
.u-select{background:rgb(0 0 0 / .07);position:absolute;pointer-events:none}.u-cursor-pt{position:absolute;border-radius:50%}`;

/** The chart's width: its box's, at least 200 px. */
const chartWidth = (el: HTMLElement) => Math.max(200, Math.floor(el.clientWidth));

/**
 * The plot of hours per day for up to three months, drawn with uPlot. uPlot is imported on first render
 * only, so it sits in the dashboard's lazy chunk and never in the shared runtime. The chart follows its
 * box's width (a narrow screen or a rotated phone), so it never makes the page scroll sideways; its box
 * has the chart's height from the start, so nothing moves when it is drawn.
 */
export function HourPlot({ series }: { series: MonthSeries[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { nonce } = useWidgetEnv();
  const { t } = useT();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const resize = new ResizeObserver(() => {
      if (chart && chart.width !== chartWidth(el))
        chart.setSize({ width: chartWidth(el), height: CHART_HEIGHT });
    });
    resize.observe(el);
    // uPlot (20 kB gz) is asked for once the dashboard has painted: asked for before, it was one more download
    // the dashboard's first paint (its largest, the figures' intro) shared the network with.
    const cancelWait = afterPaint(
      () =>
        void import('uplot').then(({ default: UPlot }) => {
          if (cancelled) return;
          const days = Array.from({ length: 31 }, (_, i) => i + 1);
          // Canvas text cannot use currentColor: read the theme's colours from the widget.
          const style = getComputedStyle(el);
          const ink = style.color;
          const grid = style.getPropertyValue('--mk-border').trim() || 'rgba(128,128,128,.3)';
          const data = [
            days,
            // Days a month does not have stay empty (null), not 0.
            ...series.map((s) =>
              days.map((d) => (d <= s.minutes.length ? minutesToHours(s.minutes[d - 1] ?? 0) : null)),
            ),
          ] as uPlot.AlignedData;
          chart = new UPlot(
            {
              width: chartWidth(el),
              height: CHART_HEIGHT,
              legend: { show: false },
              // Hours from 0, so a quiet month is not drawn as a busy one.
              scales: {
                x: { time: false },
                y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil((max ?? 0) * 1.1))] },
              },
              axes: [
                { label: t('dashboard.day'), stroke: ink, grid: { stroke: grid } },
                { label: t('dashboard.hours'), stroke: ink, grid: { stroke: grid } },
              ],
              series: [
                {},
                ...series.map((s, i) => ({ label: s.label, stroke: SERIES_COLORS[i % 3], width: 2 })),
              ],
            },
            data,
            el,
          );
        }),
    );
    return () => {
      cancelled = true;
      cancelWait();
      resize.disconnect();
      chart?.destroy();
    };
  }, [series, t]);
  return (
    <>
      <style nonce={nonce}>{UPLOT_CSS}</style>
      <div
        ref={ref}
        className="mk-hour-chart__plot"
        style={{ height: CHART_HEIGHT }}
        role="img"
        aria-label={t('dashboard.hoursPerDay', { months: series.map((s) => s.label).join(', ') })}
      />
    </>
  );
}
