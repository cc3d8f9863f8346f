import { describe, expect, it } from 'vitest';
import { validateScheduleSession } from './schedule-session';

const valid = { learner_id: 12, date: '05-12-2026', time: '9:15' };

describe('schedule session (part 2 §5)', () => {
  it('names every missing field with the spec texts', () =>
    expect(validateScheduleSession({})).toEqual({
      learner_id: 'Learner is Required',
      date: 'Date is Required',
      time: 'Time is Required',
    }));

  it.each([
    ['valid', {}, {}],
    ['learner id as text', { learner_id: '12' }, {}],
    ['module and project are optional', { module_id: null, project_id: undefined }, {}],
    ['no learner', { learner_id: null }, { learner_id: 'Learner is Required' }],
    ['learner id 0', { learner_id: 0 }, { learner_id: 'Learner is Required' }],
    ['blank date', { date: '  ' }, { date: 'Date is Required' }],
    ['ISO date', { date: '2026-12-05' }, { date: 'Choose a date as DD-MM-YYYY.' }],
    ['31 February', { date: '31-02-2026' }, { date: 'Choose a date as DD-MM-YYYY.' }],
    ['9:10', { time: '9:10' }, { time: 'Choose a time in 15-minute steps.' }],
    ['9:45', { time: '9:45' }, {}],
    ['09:00', { time: '09:00' }, {}],
    ['24:00', { time: '24:00' }, { time: 'Choose a time in 15-minute steps.' }],
    ['9.15', { time: '9.15' }, { time: 'Choose a time in 15-minute steps.' }],
  ])('%s', (_name, change, messages) =>
    expect(validateScheduleSession({ ...valid, ...change })).toEqual(messages),
  );

  it('asks learners for the mentor instead', () => {
    expect(validateScheduleSession({ date: valid.date, time: valid.time }, 'learner')).toEqual({
      mentor_id: 'Mentor is Required',
    });
    expect(validateScheduleSession({ ...valid, mentor_id: 3 }, 'learner')).toEqual({});
  });

  it.each([null, 'x', 42])('treats %j as an empty form', (input) =>
    expect(Object.keys(validateScheduleSession(input))).toEqual(['learner_id', 'date', 'time']),
  );
});
