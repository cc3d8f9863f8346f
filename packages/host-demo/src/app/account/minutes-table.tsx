import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';

/** The chart's figures for screen readers: the days with activity and their minutes. */
export function MinutesTable({ minutes, month }: { minutes: number[]; month: string }) {
  const { t, number } = useAppTranslator();
  const dates = useDates();
  const active = minutes.flatMap((min, i) => (min > 0 ? [{ day: i + 1, min }] : []));
  if (!active.length) return null;
  return (
    // Hidden in a box of its own: a table is never narrower than its widest row, whatever its width says.
    <div className="visually-hidden">
      <table>
        <caption>{t('account.minutesPerDay', { month: dates.month(month) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.day')}</th>
            <th scope="col">{t('account.minutes')}</th>
          </tr>
        </thead>
        <tbody>
          {active.map((d) => (
            <tr key={d.day}>
              <td>{number(d.day)}</td>
              <td>{number(d.min)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
