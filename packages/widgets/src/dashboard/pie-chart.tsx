import { piePercentages } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
import { EmptyState } from '../ui/states';

const COLORS = ['#2b59c3', '#c05621', '#2f855a', '#b83280', '#6b46c1', '#b7791f', '#2c7a7b', '#c53030'];

/**
 * The categories pie (part 2): slices as a conic gradient, with a legend table that carries the same
 * numbers for screen readers; percentages add up to 100 (one decimal). With no viewed module in the month
 * it says so ('No Record Found') instead of drawing an empty grey disc (issue 14).
 */
export function PieChart({ slices }: { slices: Array<{ label: string; count: number }> }) {
  const { t, number } = useT();
  if (!slices.some((s) => s.count > 0)) return <EmptyState text={t('empty.noRecord')} />;
  const percents = piePercentages(slices.map((s) => s.count));
  let start = 0;
  const stops = percents.map((p, i) => {
    const stop = `${COLORS[i % COLORS.length]} ${start}% ${start + p}%`;
    start += p;
    return stop;
  });
  return (
    <div className="mk-pie">
      <div
        className="mk-pie__disc"
        role="img"
        aria-label={t('dashboard.categoriesPie')}
        style={{ background: `conic-gradient(${stops.join(',')})` }}
      />
      <table className="mk-pie__legend">
        <caption className="mk-visually-hidden">{t('dashboard.categories')}</caption>
        <tbody>
          {slices.map((slice, i) => (
            <tr key={slice.label}>
              <td>
                <span
                  className="mk-swatch"
                  style={{ background: COLORS[i % COLORS.length] }}
                  aria-hidden="true"
                />
                {slice.label}
              </td>
              <td>{number((percents[i] ?? 0) / 100, { style: 'percent', maximumFractionDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
