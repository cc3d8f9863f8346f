import { VALIDATION_ERROR_TITLE } from '../messages';
import { type FieldMessages, text } from './field-messages';

export const MODULE_FORM_MESSAGES = {
  answer: 'Answer is Required',
  summaryModal: 'Summary is Required',
  summaryPage: 'Summary required. Please fill this field to continue.',
  project: 'Project is Required',
  modalErrorTitle: VALIDATION_ERROR_TITLE,
  reflectionSubmitted: 'Reflection Question submitted successfully.',
  projectSubmitted: 'Project submitted successfully.',
  projectAcknowledged: 'Your Project has been successfully submitted',
} as const;

export const MAX_PROJECT_FILES = 5;

/** Reflection answer (part 1 §5): required. */
export function validateReflectionAnswer(input: unknown): FieldMessages {
  return text(input, 'reflection_question_answer')
    ? {}
    : { reflection_question_answer: MODULE_FORM_MESSAGES.answer };
}

/** The submit-project modal (part 1 §5): summary required, at most 5 files. */
export function validateProjectModal(input: unknown, fileCount = 0): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'description')) out.description = MODULE_FORM_MESSAGES.summaryModal;
  if (fileCount > MAX_PROJECT_FILES) out.documents = `At most ${MAX_PROJECT_FILES} files can be uploaded.`;
  return out;
}

/** The new/edit project page (part 1 §5): summary and project required. */
export function validateProjectPage(input: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'description')) out.description = MODULE_FORM_MESSAGES.summaryPage;
  if (!text(input, 'project_id')) out.project_id = MODULE_FORM_MESSAGES.project;
  return out;
}

/** A comment or reply (part 1 §5): trimmed, not empty. */
export function validateComment(input: unknown): FieldMessages {
  return text(input, 'message') ? {} : { message: 'Message is Required' };
}

/** Whether a comment's Submit/Update button is enabled: text that is not only whitespace. */
export function canSubmitComment(message: string): boolean {
  return message.trim().length > 0;
}
