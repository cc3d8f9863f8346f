/**
 * The hour comparison's figure: the plot (its code loaded on demand) over a caption of each month's total.
 * The caption and the plot's box are drawn at once, the box at the chart's height, so the page does not
 * move when the chart arrives.
 */
import { minutesToHours } from '@modkit/sdk/rules';
import { lazy, Suspense } from 'react';
import { useT } from '../runtime/i18n';
import { LoadingState } from '../ui/states';
import { CHART_HEIGHT, type MonthSeries, SERIES_COLORS } from './hour-series';

const HourPlot = /* @__PURE__ */ lazy(() => import('./hour-chart').then((m) => ({ default: m.HourPlot })));

export function HourChartFigure({ series }: { series: MonthSeries[] }) {
  const { t, number } = useT();
  return (
    <figure className="mk-hour-chart">
      <Suspense
        fallback={
          <div className="mk-hour-chart__plot" style={{ height: CHART_HEIGHT }}>
            <LoadingState label={t('dashboard.loadingChart')} />
          </div>
        }
      >
        <HourPlot series={series} />
      </Suspense>
      <figcaption className="mk-row">
        {series.map((s, i) => (
          <span key={s.label} className="mk-row">
            <span className="mk-swatch" style={{ background: SERIES_COLORS[i % 3] }} aria-hidden="true" />
            {t('dashboard.monthHours', {
              month: s.label,
              hours: number(minutesToHours(s.minutes.reduce((a, b) => a + b, 0)), { useGrouping: false }),
            })}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
