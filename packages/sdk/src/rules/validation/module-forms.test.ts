import { describe, expect, it } from 'vitest';
import {
  canAddFileRow,
  canSubmitComment,
  validateProjectModal,
  validateProjectPage,
  validateReflectionAnswer,
} from './module-forms';

describe('reflection answer (part 1 §5)', () => {
  it.each([
    [{ reflection_question_answer: '  ' }, { reflection_question_answer: 'Answer is Required' }],
    [{}, { reflection_question_answer: 'Answer is Required' }],
    [{ reflection_question_answer: ['yes'] }, { reflection_question_answer: 'Answer is Required' }],
    [{ reflection_question_answer: 'yes' }, {}],
  ])('%j → %j', (input, messages) => expect(validateReflectionAnswer(input)).toEqual(messages));
});

describe('project submission (part 1 §5)', () => {
  it.each([
    [{}, 0, { description: 'Summary is Required' }],
    [{ description: ' \n ' }, 0, { description: 'Summary is Required' }],
    [{ description: 'x' }, 5, {}],
    [{ description: 'x' }, 6, { documents: 'At most 5 files can be uploaded.' }],
  ])('modal %j with %i files → %j', (input, files, messages) =>
    expect(validateProjectModal(input, files)).toEqual(messages),
  );

  it.each([
    [
      {},
      {
        description: 'Summary required. Please fill this field to continue.',
        project_id: 'Project is Required',
      },
    ],
    [{ description: 'x', project_id: 4 }, {}],
    [{ description: 'x', project_id: '4' }, {}],
    [{ description: 'x', project_id: 0 }, { project_id: 'Project is Required' }],
    [{ description: 'x', project_id: 'abc' }, { project_id: 'Project is Required' }],
  ])('page %j → %j', (input, messages) => expect(validateProjectPage(input)).toEqual(messages));

  it.each([
    [4, true],
    [5, false],
  ])('with %i upload rows another can be added: %s', (rows, ok) => expect(canAddFileRow(rows)).toBe(ok));
});

describe('comments (part 1 §5)', () => {
  it.each([
    ['', false],
    [' \n\t ', false],
    [null, false],
    [' hi ', true],
  ])('%j enables Submit/Update: %s', (message, enabled) => {
    expect(canSubmitComment(message)).toBe(enabled);
  });
});
