/**
 * The dashboard's figures: the counters, then the panels (categories pie, three-month hour comparison,
 * the two leaderboards), each shown only when its access is SHOW.
 */
import type { Dashboard as DashboardData } from '@modkit/sdk';
import { activityHours, type DashboardWidget } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { useT, type WidgetMessageId } from '../runtime/i18n';
import { HourChartFigure } from './hour-chart-figure';
import { Leaderboard } from './leaderboard';
import { PieChart } from './pie-chart';
import { formatMonth } from './stored-filters';
import type { ComparisonMonth } from './use-dashboard-filters';

/**
 * The counters and what they read: `totalTimeSpent` is in minutes, shown as hours to 2 decimals, and the
 * average is taken from it over the active users (so a total is never below its average).
 */
const COUNTERS: Array<[DashboardWidget, WidgetMessageId, (d: DashboardData) => number]> = [
  ['PROJECT_COUNT', 'dashboard.projectsSubmitted', (d) => d.projectCount],
  ['REFLECTION_ANSWER_COUNT', 'dashboard.reflectionAnswers', (d) => d.reflectionAnswerCount],
  ['STUDENTS_ACTIVE', 'dashboard.activeStudents', (d) => d.activeStudents[0]?.usersActive ?? 0],
  ['STUDENTS_ACTIVITY_TIME', 'dashboard.studentsActivity', (d) => activityHours(d.activeStudents[0]).total],
  [
    'AVERAGE_STUDENTS_ACTIVITY_TIME',
    'dashboard.averageStudentHours',
    (d) => activityHours(d.activeStudents[0]).average,
  ],
  ['MENTORS_ACTIVE', 'dashboard.activeMentors', (d) => d.activeMentors[0]?.usersActive ?? 0],
  ['MENTORS_ACTIVITY_TIME', 'dashboard.mentorsActivity', (d) => activityHours(d.activeMentors[0]).total],
  [
    'AVERAGE_MENTORS_ACTIVITY_TIME',
    'dashboard.averageMentorHours',
    (d) => activityHours(d.activeMentors[0]).average,
  ],
];

type HeadingLevel = 'h2' | 'h3';

/** One panel: a section named by its heading. */
function Panel({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const PanelHeading = level;
  return (
    <section className="mk-panel" aria-labelledby={id}>
      <PanelHeading id={id}>{title}</PanelHeading>
      {children}
    </section>
  );
}

function Counters({ data, shows }: { data: DashboardData; shows: (w: DashboardWidget) => boolean }) {
  const { t, number } = useT();
  return (
    <ul className="mk-counters">
      {COUNTERS.filter(([w]) => shows(w)).map(([w, label, read]) => (
        <li key={w} className="mk-counter" part="counter">
          <span className="mk-counter__value">
            {number(read(data), { useGrouping: false, maximumFractionDigits: 2 })}
          </span>
          <span className="mk-muted">{t(label)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface HourComparisonProps {
  comparison: ComparisonMonth[];
  now: Date;
  pickMonth: (index: 0 | 1 | 2, value: string) => void;
  series: Array<{ label: string; minutes: number[] }>;
}

/** The three month pickers (none after this month) over the lazily loaded hour chart. */
function HourComparison({ comparison, now, pickMonth, series }: HourComparisonProps) {
  const { t, number } = useT();
  return (
    <>
      <div className="mk-row">
        {([0, 1, 2] as const).map((i) => (
          <label key={i} className="mk-filter">
            <span>{t('dashboard.monthN', { n: number(i + 1) })}</span>
            <input
              className="mk-input"
              type="month"
              max={formatMonth({ month: now.getUTCMonth() + 1, year: now.getUTCFullYear() })}
              value={formatMonth(comparison[i]!)}
              onChange={(e) => pickMonth(i, e.currentTarget.value)}
            />
          </label>
        ))}
      </div>
      <HourChartFigure series={series} />
    </>
  );
}

export function DashboardPanels({
  data: d,
  shows,
  level,
  hours,
}: {
  data: DashboardData;
  shows: (w: DashboardWidget) => boolean;
  /** The panels' headings come right under the title: the widget's h2, or the page's h1 when it has none. */
  level: HeadingLevel;
  hours: HourComparisonProps;
}) {
  const { t } = useT();
  return (
    <>
      <Counters data={d} shows={shows} />
      <div className="mk-panels">
        {shows('CATEGORIES') ? (
          <Panel id="mk-cat" title={t('dashboard.categories')} level={level}>
            <PieChart slices={d.categories.map((c) => ({ label: c.category_name, count: c.count }))} />
          </Panel>
        ) : null}
        {shows('HOUR_COMPARISION') ? (
          <Panel id="mk-hours" title={t('dashboard.hourComparison')} level={level}>
            <HourComparison {...hours} />
          </Panel>
        ) : null}
        {shows('TIME_BASED_STUDENTS') ? (
          <Panel id="mk-time" title={t('dashboard.mostActive')} level={level}>
            <Leaderboard title={t('dashboard.mostActive')} leaders={d.timeBasedStudents} unit="hours" />
          </Panel>
        ) : null}
        {shows('REFLECTION_BASED_STUDENTS') ? (
          <Panel id="mk-refl" title={t('dashboard.topReflection')} level={level}>
            <Leaderboard
              title={t('dashboard.topReflection')}
              leaders={d.reflectionBasedStudents}
              unit="answers"
            />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
