import { isValid } from '@modkit/sdk/rules';
import { errorMessage } from '@modkit/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useFocusFirstError } from './use-focus-first-error';

/**
 * The submit of a form in a dialog: the form's own checks first (their messages beside the fields, nothing
 * sent while there are any), then busy while it saves; the server's field messages that `beside` places
 * beside the fields (the first one focused); any other failure's message in `failure`, for the form's error
 * dialog. The dialog closes on success, so busy stays until then.
 */
export function useFormSubmit({
  check = () => ({}),
  save,
  beside,
}: {
  check?: () => Record<string, string>;
  save: () => Promise<void>;
  beside: (error: unknown) => Record<string, string>;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    try {
      await save();
    } catch (error) {
      const shown = beside(error);
      setErrors(shown);
      if (!Object.keys(shown).length) setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  return { form, errors, busy, submit, failure, closeFailure: () => setFailure(null) };
}
