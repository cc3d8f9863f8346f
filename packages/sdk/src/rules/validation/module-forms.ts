import { SUCCESS_MESSAGES, VALIDATION_ERROR_TITLE } from '../messages';
import { type FieldMessages, text } from './field-messages';

/** Reflection answer, project submission (modal and page), files and comments (part 1 §4, §5). */

/** Texts of the module forms (the files and comment texts are ours). */
export const MODULE_FORM_MESSAGES = /* @__PURE__ */ (() =>
  ({
    answer: 'Answer is Required',
    summaryModal: 'Summary is Required',
    summaryPage: 'Summary required. Please fill this field to continue.',
    project: 'Project is Required',
    files: 'At most 5 files can be uploaded.',
    comment: 'Message is Required',
    modalErrorTitle: VALIDATION_ERROR_TITLE,
    reflectionSubmitted: SUCCESS_MESSAGES.reflectionSubmitted,
    projectSubmitted: SUCCESS_MESSAGES.projectSubmitted,
    projectAcknowledged: 'Your Project has been successfully submitted',
  }) as const)();
/** Upload rows (one file each) per submission. */
export const MAX_PROJECT_FILES = 5;

/** Reflection answer: required (field reflection_question_answer); Submit is disabled while it is empty. */
export function validateReflectionAnswer(input: unknown): FieldMessages {
  return text(input, 'reflection_question_answer')
    ? {}
    : { reflection_question_answer: MODULE_FORM_MESSAGES.answer };
}

/** The submit-project modal: summary (description) required, at most 5 files (a failure is titled 'Validation Error Occured'). */
export function validateProjectModal(input: unknown, fileCount = 0): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'description')) out.description = MODULE_FORM_MESSAGES.summaryModal;
  if (fileCount > MAX_PROJECT_FILES) out.documents = MODULE_FORM_MESSAGES.files;
  return out;
}

/** The new/edit project page: summary and project required, at most 5 files. */
export function validateProjectPage(input: unknown, fileCount = 0): FieldMessages {
  const out: FieldMessages = {};
  if (!text(input, 'description')) out.description = MODULE_FORM_MESSAGES.summaryPage;
  if (!/^[1-9]\d*$/.test(text(input, 'project_id'))) out.project_id = MODULE_FORM_MESSAGES.project;
  if (fileCount > MAX_PROJECT_FILES) out.documents = MODULE_FORM_MESSAGES.files;
  return out;
}

/** Another upload row can be added while there are fewer than 5 (one file each). */
export function canAddFileRow(rowCount: number): boolean {
  return rowCount < MAX_PROJECT_FILES;
}

/** Whether a comment's Submit/Update button is enabled: text that is not only whitespace. */
export function canSubmitComment(message: string | null | undefined): boolean {
  return !!message?.trim();
}
