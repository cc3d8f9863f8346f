import { SESSION_DATE_MAX_DAYS_AHEAD } from '@modkit/sdk/rules';

/** Texts of the learner's sessions that the spec does not give (ours). */
export const MY_SESSIONS_TEXTS = {
  schedule: 'Schedule a Session',
  scheduled: 'Session scheduled successfully.',
  cancelTitle: 'Cancel session',
  cancelQuestion: 'Are you sure you want to cancel this session?',
  dateOutOfBounds: `Choose a date from today up to ${SESSION_DATE_MAX_DAYS_AHEAD} days ahead.`,
} as const;
