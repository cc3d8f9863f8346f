import { MODULE_FORM_MESSAGES } from '@modkit/sdk/rules';
import type { TextField } from '../http/input/required-fields';

/** The texts people post: a comment under a module, a comment in a project's chat, a reflection answer. */
export const POSTED_TEXTS = {
  comment: { name: 'message', label: 'Message', max: 2000, missing: MODULE_FORM_MESSAGES.comment },
  chatComment: { name: 'comment', label: 'Comment', max: 2000, missing: 'Comment is Required' },
  reflectionAnswer: {
    name: 'reflection_question_answer',
    label: 'Answer',
    max: 5000,
    missing: MODULE_FORM_MESSAGES.answer,
  },
} satisfies Record<string, TextField>;
