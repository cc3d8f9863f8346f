import { SESSION_MESSAGES, SESSION_TIME_STEP_MINUTES, scheduledOn } from '../sessions';
import { type FieldMessages, text } from './field-messages';

const isId = (value: string) => /^[1-9]\d*$/.test(value);

/**
 * Schedule-session form (part 2 §5): the learner (mentor side) or mentor (learner side), a date DD-MM-YYYY
 * and a time H:mm on a 15-minute step; module, project and description are optional.
 */
export function validateScheduleSession(
  input: unknown,
  side: 'mentor' | 'learner' = 'mentor',
): FieldMessages {
  const out: FieldMessages = {};
  if (side === 'mentor' && !isId(text(input, 'learner_id'))) out.learner_id = SESSION_MESSAGES.learner;
  if (side === 'learner' && !isId(text(input, 'mentor_id'))) out.mentor_id = SESSION_MESSAGES.mentor;
  const date = text(input, 'date');
  if (!date) out.date = SESSION_MESSAGES.date;
  else if (!scheduledOn(date, '0:00')) out.date = SESSION_MESSAGES.dateFormat;
  const time = text(input, 'time').match(/^([01]?\d|2[0-3]):([0-5]\d)$/);
  if (!text(input, 'time')) out.time = SESSION_MESSAGES.time;
  else if (!time || Number(time[2]) % SESSION_TIME_STEP_MINUTES) out.time = SESSION_MESSAGES.timeStep;
  return out;
}
