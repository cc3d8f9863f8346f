import { instantSignup } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isValid, signupEnabled, validateInstantSignup } from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { useCaptcha } from '../../login/captcha';
import { CaptchaField } from '../../login/captcha-field';
import { TextField } from '../../login/text-field';
import { heldForCaptcha, useHeldSubmit } from '../../prerender/held-submit';
import { AlertDialog } from '../../ui/alert-dialog';
import { EmailField } from '../../ui/email-field';
import { NewPasswordField } from '../../ui/new-password-field';
import { showFailure } from '../../ui/show-failure';
import { useFocusFirstError } from '../../ui/use-focus-first-error';
import { useFormState } from '../../ui/use-form-state';
import { TermsAndSubmit } from '../terms/terms-and-submit';

/**
 * The short form of instant signup (part 1 §2.6, §5): name, email, password, captcha and terms (Sign Up
 * stays disabled until they are ticked); the rules' messages and the server's field errors beside the
 * fields, other failures in a dialog. `instantSignup` sends last_name as a single space. `onStart` runs
 * before the call (the page must not redirect a session that is being created), `onDone` after it.
 */
export function InstantSignupForm({ onStart, onDone }: { onStart(): void; onDone(ok: boolean): void }) {
  const client = useClient();
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const { t } = useAppTranslator();
  const { values: fields, field } = useFormState({ first_name: '', email: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  // Pressed before the captcha could answer (its settings still on the way): sent once it answers.
  useHeldSubmit(form, !!captcha.token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signupEnabled(terms) || heldForCaptcha(form, captcha)) return;
    const input = { ...fields, email: fields.email.trim(), recaptchaResponse: captcha.token ?? '' };
    const found = validateInstantSignup(input);
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    onStart();
    try {
      await instantSignup(client, { ...input, first_name: input.first_name.trim() });
      onDone(true);
    } catch (error) {
      onDone(false);
      captcha.reset();
      setBusy(false);
      showFailure(error, setErrors, setDialog);
    }
  };

  return (
    <>
      <form
        ref={form}
        className="onboarding__form"
        onSubmit={submit}
        noValidate
        aria-label={t('public.signUpForPackage')}
      >
        <TextField
          label={t('public.name')}
          name="first_name"
          autoComplete="name"
          {...field('first_name', errors)}
        />
        <EmailField {...field('email', errors)} />
        <NewPasswordField {...field('password', errors)} />
        <CaptchaField widget={captcha.widget} error={errors.recaptchaResponse} />
        <TermsAndSubmit terms={terms} onTerms={setTerms} busy={busy} />
      </form>
      <AlertDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
