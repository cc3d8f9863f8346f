import { ApiError } from '@modkit/sdk';

/**
 * A failed call shown the onboarding pages' way: the server's field messages beside their fields, any other
 * failure's message in the page's dialog.
 */
export function showFailure(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  setDialog: (message: string) => void,
) {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
  else setDialog(error instanceof Error ? error.message : String(error));
}
