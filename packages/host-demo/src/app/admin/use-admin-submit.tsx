import { ApiError } from '@modkit/sdk';
import { ErrorDialog } from '@modkit/widgets/ui';
import { useFormSubmit } from '../ui/use-form-submit';
import { useAdminTranslator } from './admin-language';

/**
 * The submit of an admin console form: busy while it saves; the server's field messages beside the fields
 * it names (the first one focused), in the page's language (`wire`: the api sends them in English); any
 * other failure in the error dialog. The form closes on success, so busy stays until then.
 */
export function useAdminSubmit(fieldNames: readonly string[], save: () => Promise<void>) {
  const { wire } = useAdminTranslator();
  const { failure, closeFailure, ...submit } = useFormSubmit({
    save,
    beside: (error) => {
      const server = error instanceof ApiError ? error.fieldErrors : {};
      return Object.fromEntries(fieldNames.filter((f) => server[f]).map((f) => [f, wire(server[f]!)]));
    },
  });
  const failureDialog = <ErrorDialog message={failure && wire(failure)} onClose={closeFailure} />;
  return { ...submit, failureDialog };
}
