import { ApiError } from '@modkit/sdk';
import { ErrorDialog, errorMessage } from '@modkit/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstError } from '../ui/use-focus-first-error';

/**
 * The submit of an admin console form: busy while it saves; the server's field messages beside the fields
 * it names (the first one focused); any other failure in the error dialog. The form closes on success, so
 * busy stays until then.
 */
export function useAdminSubmit(fieldNames: readonly string[], save: () => Promise<void>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await save();
    } catch (error) {
      const server = error instanceof ApiError ? error.fieldErrors : {};
      const beside = Object.fromEntries(fieldNames.filter((f) => server[f]).map((f) => [f, server[f]!]));
      setErrors(beside);
      if (!Object.keys(beside).length) setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  const failureDialog = <ErrorDialog message={failure} onClose={() => setFailure(null)} />;
  return { form, errors, busy, submit, failureDialog };
}
