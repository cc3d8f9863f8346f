import { useId } from 'react';
import { latestMonth, selectableMonth } from '../projects/projects-query';

/** A month picker without future months (part 2 §5: month pickers disallow future dates). */
export function MonthPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="month"
        max={latestMonth()}
        value={value}
        onChange={(e) => {
          const month = selectableMonth(e.currentTarget.value);
          if (month) onChange(month);
        }}
      />
    </div>
  );
}

/** A `YYYY-MM` month as the api's `{ month, year }`. */
export function monthQuery(month: string): { month: number; year: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { month: m, year };
}
