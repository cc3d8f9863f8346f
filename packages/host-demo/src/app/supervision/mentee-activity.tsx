import { getMenteeActivity } from '@modkit/sdk';
import { daysInMonth, menteeActivitySummary } from '@modkit/sdk/rules';
import { DayMinutesChart } from '../account/day-minutes-chart';
import { MinutesTable } from '../account/minutes-table';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { MenteeMonthSection } from './mentee-month-section';
import { monthQuery } from './month-picker';

/** What the api answers for a mentee's month. */
type ActivityOfMonth = Awaited<ReturnType<typeof getMenteeActivity>>;

/**
 * A mentee's activity (part 2 "Mentee View Details"): a month picker (no future months), the column chart of
 * minutes per day (days 1 to 31) with its figures as a table for screen readers, the summary lines and, above
 * 500 px, the assigned-category table.
 */
export function MenteeActivity({ menteeId }: { menteeId: number }) {
  const { t } = useAppTranslator();
  return (
    <MenteeMonthSection
      title={t('sup.activity')}
      pickerLabel={t('account.month')}
      menteeId={menteeId}
      read={getMenteeActivity}
    >
      {(data, month) => <MonthActivity data={data} month={month} />}
    </MenteeMonthSection>
  );
}

/** The month's chart, summary and assigned-category table. */
function MonthActivity({ data, month }: { data: ActivityOfMonth; month: string }) {
  const { month: m, year } = monthQuery(month);
  const minutes = Array.from({ length: daysInMonth(year, m) }, (_, i) =>
    data.mentorActivity.filter((a) => a.day === i + 1).reduce((sum, a) => sum + a.mins, 0),
  );
  const summary = menteeActivitySummary(data);
  const { t } = useAppTranslator();
  const dates = useDates();
  return (
    <>
      <DayMinutesChart minutes={minutes} label={t('account.minutesPerDay', { month: dates.month(month) })} />
      {/* The chart's figures as text (WCAG 1.1.1), as the learner's own Activity Log gives them. */}
      <MinutesTable minutes={minutes} month={month} />
      <ul className="mentee-summary">
        <li>{t('sup.modulesAssigned', { count: summary.assigned })}</li>
        <li>{t('account.modulesViewed', { count: summary.viewed })}</li>
        <li>{t('sup.topCategories', { categories: summary.topCategories.join(', ') || '---' })}</li>
      </ul>
      {data.assignedCategories.length ? (
        <table className="category-table">
          <caption>{t('sup.assignedCategories')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sup.category')}</th>
              <th scope="col">{t('sup.modulesAssignedColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.assignedCategories.map((c) => (
              <tr key={c.category_name}>
                <td>{c.category_name}</td>
                <td>{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
