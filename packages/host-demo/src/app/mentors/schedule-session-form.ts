import { ApiError } from '@modkit/sdk';
import { isSessionDateAllowed, toSessionFormDate, validateScheduleSession } from '@modkit/sdk/rules';
import { MY_SESSIONS_TEXTS } from './session-texts';

/** What the schedule-session form holds: the person's id, the date (YYYY-MM-DD), the time and the rest as typed. */
export interface ScheduleFormValues {
  person: string;
  date: string;
  time: string;
  module_id: string;
  project_id: string;
  description: string;
}

type Side = 'learner' | 'mentor';

/** The form at the start: empty, but for the person when there is only one to choose. */
export const newScheduleForm = (people: ReadonlyArray<{ id: number }>): ScheduleFormValues => ({
  person: people.length === 1 ? String(people[0]!.id) : '',
  date: '',
  time: '',
  module_id: '',
  project_id: '',
  description: '',
});

/** The api's name of the person field: a learner schedules with a mentor, a mentor with a learner. */
const personField = (side: Side) => (side === 'learner' ? 'mentor_id' : 'learner_id');

/** Server field errors shown beside a field (scheduled_on belongs to the time). */
const FIELD_OF: Record<string, string> = {
  mentor_id: 'person',
  learner_id: 'person',
  date: 'date',
  time: 'time',
  scheduled_on: 'time',
  description: 'description',
};

/**
 * The rules' messages of the form (validateScheduleSession on the DD-MM-YYYY date), the person's under
 * `person`, and the date's when it is before today or beyond the future bound.
 */
export function scheduleFormErrors(fields: ScheduleFormValues, side: Side, todayYmd: string) {
  const person = personField(side);
  const found = validateScheduleSession(
    { ...fields, [person]: fields.person, date: toSessionFormDate(fields.date) },
    side,
  );
  if (found[person]) {
    found.person = found[person]!;
    delete found[person];
  }
  if (!found.date && !isSessionDateAllowed(fields.date, todayYmd))
    found.date = MY_SESSIONS_TEXTS.dateOutOfBounds;
  return found;
}

/** The session to schedule: the person, date and time, and module, project and notes when given. */
export function scheduleRequest(fields: ScheduleFormValues, side: Side) {
  return {
    [personField(side)]: Number(fields.person),
    date: toSessionFormDate(fields.date),
    time: fields.time,
    ...(fields.module_id ? { module_id: Number(fields.module_id) } : {}),
    ...(fields.project_id ? { project_id: Number(fields.project_id) } : {}),
    ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
  };
}

/** The server's field errors by the form's fields, the first message each; none for another failure. */
export function serverErrorsBeside(error: unknown) {
  const server = error instanceof ApiError ? error.fieldErrors : {};
  const beside: Record<string, string> = {};
  for (const [name, message] of Object.entries(server))
    if (FIELD_OF[name] && !beside[FIELD_OF[name]]) beside[FIELD_OF[name]] = message;
  return beside;
}
