import { getActivityLog } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { dailyMinutes } from '@modkit/sdk/rules';
import { LoadingState } from '@modkit/widgets/ui';
import { useId, useMemo } from 'react';
import { useActivitySummary } from '../i18n/activity-texts';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { latestMonth, selectableMonth } from '../projects/projects-query';
import { setQueryValue, useLocation } from '../router/location';
import { DayMinutesChart } from './day-minutes-chart';
import { MinutesTable } from './minutes-table';

/**
 * The month's activity (part 2 §2, §7, §9): a month picker without future months (the month lives in the
 * URL, `?month=YYYY-MM`, this month by default), the chart of minutes per day and a summary line.
 */
export function ActivityMonth() {
  const client = useClient();
  const id = useId();
  const { t } = useAppTranslator();
  const dates = useDates();
  const { query } = useLocation();
  const month = selectableMonth(query.get('month')) || latestMonth();
  const log = useResource(() => getActivityLog(client, { date: `${month}-01` }), [client, month]);
  const minutes = useMemo(() => dailyMinutes(log.data?.results ?? [], month), [log.data, month]);
  const summary = useActivitySummary(minutes, month);
  return (
    <section aria-labelledby={`${id}-title`} className="account-section activity-month">
      <div className="section-head">
        <h2 id={`${id}-title`}>{t('account.yourActivity')}</h2>
        <div className="field field--inline">
          <label htmlFor={`${id}-month`}>{t('account.month')}</label>
          <input
            id={`${id}-month`}
            type="month"
            max={latestMonth()}
            value={month}
            onChange={(e) => {
              const next = selectableMonth(e.currentTarget.value);
              if (next) setQueryValue('month', next === latestMonth() ? null : next, { replace: true });
            }}
          />
        </div>
      </div>
      {/* The chart's box is there from the first frame (the loading state in it): nothing below moves. */}
      <figure className="activity-month__chart">
        {log.data || log.status === 'error' ? (
          <DayMinutesChart
            minutes={minutes}
            label={t('account.minutesOfActivity', { month: dates.month(month) })}
          />
        ) : (
          <div className="day-chart">
            <LoadingState label={t('account.loadingActivity')} />
          </div>
        )}
        <figcaption>{log.data || log.status === 'error' ? summary : '\u00a0'}</figcaption>
        {log.data || log.status === 'error' ? <MinutesTable minutes={minutes} month={month} /> : null}
      </figure>
    </section>
  );
}
