import { ApiError } from '@modkit/sdk';
import { ErrorDialog } from '@modkit/widgets/ui';
import { useFormSubmit } from '../ui/use-form-submit';

/**
 * The submit of an admin console form: busy while it saves; the server's field messages beside the fields
 * it names (the first one focused); any other failure in the error dialog. The form closes on success, so
 * busy stays until then.
 */
export function useAdminSubmit(fieldNames: readonly string[], save: () => Promise<void>) {
  const { failure, closeFailure, ...submit } = useFormSubmit({
    save,
    beside: (error) => {
      const server = error instanceof ApiError ? error.fieldErrors : {};
      return Object.fromEntries(fieldNames.filter((f) => server[f]).map((f) => [f, server[f]!]));
    },
  });
  const failureDialog = <ErrorDialog message={failure} onClose={closeFailure} />;
  return { ...submit, failureDialog };
}
