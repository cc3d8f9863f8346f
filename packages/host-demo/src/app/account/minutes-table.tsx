import { monthLabel } from '@modkit/sdk/rules';

/** The chart's figures for screen readers: the days with activity and their minutes. */
export function MinutesTable({ minutes, month }: { minutes: number[]; month: string }) {
  const active = minutes.flatMap((min, i) => (min > 0 ? [{ day: i + 1, min }] : []));
  if (!active.length) return null;
  return (
    <table className="visually-hidden">
      <caption>Minutes per day in {monthLabel(month)}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Minutes</th>
        </tr>
      </thead>
      <tbody>
        {active.map((d) => (
          <tr key={d.day}>
            <td>{d.day}</td>
            <td>{d.min}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
