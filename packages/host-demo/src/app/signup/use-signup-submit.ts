import { signup } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isValid, signupEnabled, toWhereHearValue, validateSignup } from '@modkit/sdk/rules';
import { type FormEvent, type RefObject, useState } from 'react';
import { heldForCaptcha } from '../prerender/held-submit';
import { showFailure } from '../ui/show-failure';
import { type SignupValues, signupInput } from './signup-values';

/**
 * The submit of `/signup` (part 1 §2.5, §5): nothing until the terms are ticked; the rules' messages beside the
 * fields; then the signup with the chosen role (`signingUp` is set while our own signup lands, so the page does
 * not redirect it) and `onSignedUp`. The server's field errors beside the fields, other failures in the dialog.
 * Sent before the captcha could answer (its settings still on the way), the form (`form`) is held and sent once
 * it answers (the page's `useHeldSubmit`), as the login's is, instead of "Captcha is Required".
 */
export function useSignupSubmit({
  role,
  values,
  captcha,
  terms,
  signingUp,
  form,
  onSignedUp,
  emailToken,
}: {
  role: 'STUDENT' | 'MENTOR';
  values: SignupValues;
  captcha: { token: string | null; pending: boolean; reset(): void };
  terms: boolean;
  signingUp: RefObject<boolean>;
  form: RefObject<HTMLFormElement | null>;
  onSignedUp(): void;
  /** A sign-up link's token (the page's `?email_token=`): sent in place of the captcha's answer. */
  emailToken?: string | null;
}) {
  const client = useClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signupEnabled(terms)) return;
    if (!emailToken && heldForCaptcha(form, captcha)) return;
    const input = signupInput(values, emailToken ? '' : (captcha.token ?? ''), emailToken);
    const found = validateSignup(input);
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    signingUp.current = true;
    try {
      await signup(client, {
        ...input,
        phone: input.phone || undefined,
        country_code: input.country_code || undefined,
        where_do_you_here_about_us: values.where ? toWhereHearValue(values.where) : undefined,
        status: role,
      });
      onSignedUp();
    } catch (error) {
      signingUp.current = false;
      captcha.reset();
      setBusy(false);
      showFailure(error, setErrors, setDialog);
    }
  };
  return { errors, dialog, setDialog, busy, submit };
}
