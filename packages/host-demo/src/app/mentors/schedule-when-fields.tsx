import { sessionDateBounds, sessionTimeOptionsOn, toSessionFormDate } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { SelectField } from '../ui/select-field';
import { localToday } from './local-today';

/**
 * When a session is (part 1 §5): the date, from today to the future bound (the chosen one said as DD-MM-YYYY;
 * a new date clears the time), and the time in 15-minute steps, none gone by today.
 */
export function ScheduleWhenFields({
  date,
  time,
  todayYmd,
  errors,
  onChange,
}: {
  date: string;
  time: string;
  todayYmd: string;
  errors: Record<string, string>;
  onChange(next: { date?: string; time: string }): void;
}) {
  const bounds = sessionDateBounds(todayYmd);
  const { t } = useAppTranslator();
  const times = sessionTimeOptionsOn(date, todayYmd, localToday().minutes);
  return (
    <div className="field-row schedule-form__when">
      <TextField
        label={t('sessions.date')}
        type="date"
        min={bounds?.min}
        max={bounds?.max}
        value={date}
        hint={date ? t('sessions.chosenDate', { date: toSessionFormDate(date) || date }) : undefined}
        error={errors.date}
        onChange={(e) => onChange({ date: e.currentTarget.value, time: '' })}
      />
      <SelectField
        label={t('sessions.time')}
        placeholder={t('sessions.selectTime')}
        options={times.map((t) => ({ label: t, value: t }))}
        value={times.includes(time) ? time : ''}
        error={errors.time}
        onChange={(e) => onChange({ time: e.currentTarget.value })}
      />
    </div>
  );
}
