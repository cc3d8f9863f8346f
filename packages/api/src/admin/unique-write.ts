import { isUniqueViolation } from '../db/unique-violation';
import { validationError } from '../http/http-error';

/** Runs a write; a unique key that refuses it (two administrators at once) is the field's message. */
export async function uniquely<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ [field]: message });
    throw error;
  }
}
