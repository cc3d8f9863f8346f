import { getDashboard, getSchoolGrade } from '@modkit/sdk';
import { type DashboardWidget, visibleWidgets } from '@modkit/sdk/rules';
import { useEffect } from 'react';
import { useT } from '../runtime/i18n';
import { loadProfile, roleOf } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv, type WidgetEnv } from '../runtime/widget-env';
import { ErrorDialog } from '../ui/error-dialog';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardPanels } from './dashboard-panels';
import type { DashboardFilters } from './stored-filters';
import { type ComparisonMonth, useDashboardFilters } from './use-dashboard-filters';
import { useDashboardSeries } from './use-dashboard-series';

/** The dashboard's figures for the chosen filters and comparison months. */
function useDashboardData(
  client: WidgetEnv['client'],
  filters: DashboardFilters,
  comparison: ComparisonMonth[],
) {
  const key = JSON.stringify([
    filters.grade,
    filters.school,
    filters.organization,
    filters.month,
    filters.year,
    comparison,
  ]);
  return useResource(async () => {
    if (!client) return null;
    return getDashboard(client, {
      ...(filters.month ? { month: filters.month } : {}),
      ...(filters.year ? { year: filters.year } : {}),
      ...(filters.grade ? { grade: filters.grade } : {}),
      ...(filters.school ? { school: filters.school } : {}),
      ...(filters.organization ? { organization: filters.organization } : {}),
      comparisionByMonth: comparison,
    });
  }, [client, key]);
}

/**
 * The Super Mentor Dashboard (part 2): its title (`heading`, 'Dashboard'; none when the host page titles
 * it) and a line on whose learners the figures cover, filters kept on this device (dropped when no longer
 * listed), counters, the categories pie, the three-month hour comparison and the leaderboards, each shown
 * only when its access is SHOW; with everything hidden, 'Oops! No Records Found'.
 */
export function Dashboard({ heading }: { heading?: string | undefined }) {
  const env = useWidgetEnv();
  const { t, wire } = useT();
  const title = heading ?? t('dashboard.title');
  const client = env.client;
  const now = new Date(env.now());
  const lists = useResource(async () => (client ? getSchoolGrade(client) : null), [client]);
  const profile = useResource(async () => (client ? loadProfile(client) : null), [client]);
  const { filters, comparison, update, pickMonth, invalid, clearInvalid } = useDashboardFilters(
    env,
    now,
    lists.data,
  );
  const data = useDashboardData(client, filters, comparison);

  useEffect(() => {
    if (data.status === 'ready') env.emit('modkit:ready', {});
  }, [data.status, env]);

  const series = useDashboardSeries(data.data, comparison);

  if (!client) return <SignInState />;
  if (profile.data && roleOf(profile.data) !== 'SUPER_MENTOR')
    return <EmptyState text={t('failure.forbiddenPage')} />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('dashboard.loading')} />;
  const { visible, allHidden } = visibleWidgets(data.data.access);
  const shows = (w: DashboardWidget) => visible.includes(w);

  return (
    <div className="mk-dashboard" aria-busy={data.status === 'loading' || undefined}>
      <div className="mk-dashboard__head">
        {title ? <h2>{title}</h2> : null}
        <p className="mk-muted">{t('dashboard.scope')}</p>
      </div>
      <DashboardFilterBar filters={filters} lists={lists.data} now={now} update={update} />
      {allHidden ? (
        <EmptyState text={t('empty.noRecords')} />
      ) : (
        <DashboardPanels
          data={data.data}
          shows={shows}
          level={title ? 'h3' : 'h2'}
          hours={{ comparison, now, pickMonth, series }}
        />
      )}
      <ErrorDialog
        message={invalid === null ? null : wire(invalid)}
        title={t('error.validationDialog')}
        onClose={clearInvalid}
      />
    </div>
  );
}

export const DASHBOARD_CSS = `
.mk-dashboard{padding:1em;display:flex;flex-direction:column;gap:1em}
.mk-dashboard__head{display:flex;flex-direction:column;gap:.25em}
.mk-filters{display:flex;flex-wrap:wrap;gap:.75em}
.mk-filter{display:flex;flex-direction:column;gap:.25em;font-weight:600;min-width:9em}
.mk-counters{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10em,1fr));gap:.75em}
.mk-counter{border:1px solid var(--mk-border);border-radius:var(--mk-radius);padding:.75em;display:flex;flex-direction:column}
.mk-counter__value{font-size:1.6em;font-weight:700}
.mk-panels{display:grid;grid-template-columns:minmax(0,1fr);gap:1em}
.mk-panel{border:1px solid var(--mk-border);border-radius:var(--mk-radius);padding:1em;display:flex;flex-direction:column;gap:.75em;min-width:0}
.mk-panel>h2,.mk-panel>h3{font-size:1.05em;font-weight:600}
.mk-pie{display:flex;gap:1em;align-items:center;flex-wrap:wrap}
.mk-pie__disc{width:10em;height:10em;border-radius:50%}
.mk-pie__legend td{padding:.15em .5em}
.mk-swatch{display:inline-block;width:.8em;height:.8em;border-radius:2px;margin-inline-end:.4em;vertical-align:middle}
.mk-leaders{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16em),1fr));gap:.5em 2em;align-items:start}
.mk-leaders table{width:100%;border-collapse:collapse;table-layout:fixed}
.mk-leaders th,.mk-leaders td{padding:.3em .4em;text-align:start;vertical-align:middle;border-bottom:1px solid var(--mk-border);overflow-wrap:anywhere}
.mk-leaders th{font-weight:600;color:var(--mk-muted);white-space:nowrap}
.mk-leaders .mk-leaders__rank{width:4em}
.mk-leaders .mk-leaders__value{width:6.5em;text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
.mk-leaders .mk-link-btn{text-align:start;padding:.25em 0}
.mk-hour-chart{margin:0;min-width:0}
.mk-hour-chart__plot{overflow:hidden;display:grid;align-content:center}
`;
