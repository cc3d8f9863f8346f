import { type Dashboard as DashboardData, getDashboard, getSchoolGrade } from '@modkit/sdk';
import {
  ALL_HIDDEN_TEXT,
  activityHours,
  DASHBOARD_SCOPE_NOTE,
  type DashboardWidget,
  defaultComparisonMonths,
  FAILURE_MESSAGES,
  isFutureMonth,
  keepListedFilter,
  MONTH_NAMES,
  minutesPerDay,
  sortGrades,
  VALIDATION_ERROR_DIALOG_TITLE,
  validateComparisonMonths,
  visibleWidgets,
} from '@modkit/sdk/rules';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadProfile, roleOf } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { ErrorDialog } from '../ui/error-dialog';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { Leaderboard } from './leaderboard';
import { PieChart } from './pie-chart';
import { type DashboardFilters, formatMonth, parseMonth, readFilters, writeFilters } from './stored-filters';

const HourChart = lazy(() => import('./hour-chart').then((m) => ({ default: m.HourChart })));

/**
 * The counters and what they read: `totalTimeSpent` is in minutes, shown as hours to 2 decimals, and the
 * average is taken from it over the active users (so a total is never below its average).
 */
const COUNTERS: Array<[DashboardWidget, string, (d: DashboardData) => number]> = [
  ['PROJECT_COUNT', 'Projects submitted', (d) => d.projectCount],
  ['REFLECTION_ANSWER_COUNT', 'Reflection answers', (d) => d.reflectionAnswerCount],
  ['STUDENTS_ACTIVE', 'Active students', (d) => d.activeStudents[0]?.usersActive ?? 0],
  ['STUDENTS_ACTIVITY_TIME', 'Students activity (hours)', (d) => activityHours(d.activeStudents[0]).total],
  [
    'AVERAGE_STUDENTS_ACTIVITY_TIME',
    'Average student hours',
    (d) => activityHours(d.activeStudents[0]).average,
  ],
  ['MENTORS_ACTIVE', 'Active mentors', (d) => d.activeMentors[0]?.usersActive ?? 0],
  ['MENTORS_ACTIVITY_TIME', 'Mentors activity (hours)', (d) => activityHours(d.activeMentors[0]).total],
  ['AVERAGE_MENTORS_ACTIVITY_TIME', 'Average mentor hours', (d) => activityHours(d.activeMentors[0]).average],
];

function monthLabel(m: { month: number; year: number }) {
  return `${MONTH_NAMES[m.month - 1]} ${m.year}`;
}

/**
 * The Super Mentor Dashboard (part 2): its title (`heading`, 'Dashboard'; none when the host page titles
 * it) and a line on whose learners the figures cover, filters kept on this device (dropped when no longer
 * listed), counters, the categories pie, the three-month hour comparison and the leaderboards, each shown
 * only when its access is SHOW; with everything hidden, 'Oops! No Records Found'.
 */
export function Dashboard({ heading = 'Dashboard' }: { heading?: string }) {
  const env = useWidgetEnv();
  const client = env.client;
  const now = new Date(env.now());
  const [filters, setFilters] = useState<DashboardFilters>(readFilters);
  const [invalid, setInvalid] = useState<string | null>(null);
  const defaults = useMemo(() => defaultComparisonMonths(new Date(env.now())), [env]);
  const comparison = useMemo(
    () => [filters.month1, filters.month2, filters.month3].map((v, i) => parseMonth(v) ?? defaults[i]!),
    [filters.month1, filters.month2, filters.month3, defaults],
  );

  const lists = useResource(async () => (client ? getSchoolGrade(client) : null), [client]);
  const profile = useResource(async () => (client ? loadProfile(client) : null), [client]);
  // Stored values no longer offered by the server are dropped.
  useEffect(() => {
    const l = lists.data;
    if (!l) return;
    setFilters((f) => {
      const next = {
        ...f,
        grade: keepListedFilter(f.grade, l.gradeList),
        school: keepListedFilter(f.school, l.schoolList),
        organization: keepListedFilter(f.organization, l.organizationList),
      };
      writeFilters(next);
      return next;
    });
  }, [lists.data]);

  const key = JSON.stringify([
    filters.grade,
    filters.school,
    filters.organization,
    filters.month,
    filters.year,
    comparison,
  ]);
  const data = useResource(async () => {
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

  useEffect(() => {
    if (data.status === 'ready') env.emit('modkit:ready', {});
  }, [data.status, env]);

  const series = useMemo(
    () =>
      comparison.map((m) => ({
        label: monthLabel(m),
        minutes: minutesPerDay(data.data?.hourComparision ?? [], m),
      })),
    [data.data, comparison],
  );

  if (!client) return <SignInState />;
  if (profile.data && roleOf(profile.data) !== 'SUPER_MENTOR')
    return <EmptyState text={FAILURE_MESSAGES.forbiddenPage} />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label="Loading the dashboard" />;
  const d = data.data;
  const { visible, allHidden } = visibleWidgets(d.access);
  const shows = (w: DashboardWidget) => visible.includes(w);

  const update = (patch: Partial<DashboardFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    writeFilters(next);
  };
  const pickMonth = (index: 0 | 1 | 2, value: string) => {
    const months = [...comparison];
    const parsed = parseMonth(value);
    if (!parsed) return;
    months[index] = parsed;
    const problem = validateComparisonMonths(months, now);
    if (problem) return setInvalid(problem);
    update({ [`month${index + 1}`]: formatMonth(parsed) } as Partial<DashboardFilters>);
  };
  const select = (name: 'grade' | 'school' | 'organization', label: string, options: string[]) => (
    <label className="mk-filter">
      <span>{label}</span>
      <select
        className="mk-input"
        value={filters[name] ?? ''}
        onChange={(e) => update({ [name]: e.currentTarget.value || null })}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
  const thisYear = now.getUTCFullYear();
  // The panels' headings come right under the title: the widget's h2, or the page's h1 when it has none.
  const PanelHeading = heading ? 'h3' : 'h2';

  return (
    <div className="mk-dashboard" aria-busy={data.status === 'loading'}>
      <div className="mk-dashboard__head">
        {heading ? <h2>{heading}</h2> : null}
        <p className="mk-muted">{DASHBOARD_SCOPE_NOTE}</p>
      </div>
      <fieldset className="mk-filters">
        <legend className="mk-visually-hidden">Filters</legend>
        {select('grade', 'Grade', sortGrades(lists.data?.gradeList ?? []))}
        {select('school', 'School', lists.data?.schoolList ?? [])}
        {select('organization', 'Organization', lists.data?.organizationList ?? [])}
        <label className="mk-filter">
          <span>Month</span>
          <select
            className="mk-input"
            value={filters.month ?? ''}
            onChange={(e) => update({ month: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">All</option>
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={i + 1} disabled={isFutureMonth(i + 1, filters.year ?? thisYear, now)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="mk-filter">
          <span>Year</span>
          <select
            className="mk-input"
            value={filters.year ?? ''}
            onChange={(e) => update({ year: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">All</option>
            {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {allHidden ? (
        <EmptyState text={ALL_HIDDEN_TEXT} />
      ) : (
        <>
          <ul className="mk-counters">
            {COUNTERS.filter(([w]) => shows(w)).map(([w, label, read]) => (
              <li key={w} className="mk-counter" part="counter">
                <span className="mk-counter__value">{read(d)}</span>
                <span className="mk-muted">{label}</span>
              </li>
            ))}
          </ul>
          <div className="mk-panels">
            {shows('CATEGORIES') ? (
              <section className="mk-panel" aria-labelledby="mk-cat">
                <PanelHeading id="mk-cat">Categories</PanelHeading>
                <PieChart slices={d.categories.map((c) => ({ label: c.category_name, count: c.count }))} />
              </section>
            ) : null}
            {shows('HOUR_COMPARISION') ? (
              <section className="mk-panel" aria-labelledby="mk-hours">
                <PanelHeading id="mk-hours">Hour comparison</PanelHeading>
                <div className="mk-row">
                  {([0, 1, 2] as const).map((i) => (
                    <label key={i} className="mk-filter">
                      <span>Month {i + 1}</span>
                      <input
                        className="mk-input"
                        type="month"
                        max={formatMonth({ month: now.getUTCMonth() + 1, year: thisYear })}
                        value={formatMonth(comparison[i]!)}
                        onChange={(e) => pickMonth(i, e.currentTarget.value)}
                      />
                    </label>
                  ))}
                </div>
                <Suspense fallback={<LoadingState label="Loading the chart" />}>
                  <HourChart series={series} />
                </Suspense>
              </section>
            ) : null}
            {shows('TIME_BASED_STUDENTS') ? (
              <section className="mk-panel" aria-labelledby="mk-time">
                <PanelHeading id="mk-time">Most active students</PanelHeading>
                <Leaderboard title="Most active students" leaders={d.timeBasedStudents} unit="hours" />
              </section>
            ) : null}
            {shows('REFLECTION_BASED_STUDENTS') ? (
              <section className="mk-panel" aria-labelledby="mk-refl">
                <PanelHeading id="mk-refl">Top reflection answers</PanelHeading>
                <Leaderboard
                  title="Top reflection answers"
                  leaders={d.reflectionBasedStudents}
                  unit="answers"
                />
              </section>
            ) : null}
          </div>
        </>
      )}
      <ErrorDialog message={invalid} title={VALIDATION_ERROR_DIALOG_TITLE} onClose={() => setInvalid(null)} />
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
.mk-swatch{display:inline-block;width:.8em;height:.8em;border-radius:2px;margin-right:.4em;vertical-align:middle}
.mk-leaders{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16em),1fr));gap:.5em 2em;align-items:start}
.mk-leaders table{width:100%;border-collapse:collapse;table-layout:fixed}
.mk-leaders th,.mk-leaders td{padding:.3em .4em;text-align:left;vertical-align:middle;border-bottom:1px solid var(--mk-border);overflow-wrap:anywhere}
.mk-leaders th{font-weight:600;color:var(--mk-muted);white-space:nowrap}
.mk-leaders .mk-leaders__rank{width:4em}
.mk-leaders .mk-leaders__value{width:6.5em;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.mk-leaders .mk-link-btn{text-align:left;padding:.25em 0}
.mk-hour-chart{margin:0;min-width:0}
.mk-hour-chart__plot{overflow:hidden}
`;
