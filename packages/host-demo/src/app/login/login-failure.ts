import { ApiError } from '@modkit/sdk';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TEXT } from '@modkit/sdk/rules';

/** What a failed sign-in shows: the api's field errors, the pair refused, or a dialog. */
export interface LoginFailure {
  errors: Record<string, string>;
  /** 'These credentials do not match our records.': under both fields, which it marks invalid. */
  refusal: string | null;
  dialog: string | null;
}

/** A refused sign-in (400 without field errors) under the fields; the role gate's and other failures in a dialog. */
export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    const errors = error.fieldErrors;
    const general = Object.keys(errors).length === 0;
    return {
      errors,
      refusal: general && error.status === 400 ? error.message : null,
      dialog: general && error.status !== 400 ? error.message : null,
    };
  }
  if (error instanceof Error && error.message === FORBIDDEN_MESSAGE)
    return { errors: {}, refusal: null, dialog: FORBIDDEN_TEXT };
  return { errors: {}, refusal: null, dialog: error instanceof Error ? error.message : String(error) };
}
