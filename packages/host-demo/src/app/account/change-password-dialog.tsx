import { ApiError, changePassword } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isValid, PASSWORD_MESSAGES, validateChangePassword } from '@modkit/sdk/rules';
import { errorMessage, Modal } from '@modkit/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { FocusedStatus } from '../ui/focused-status';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Field = 'old_password' | 'password' | 'password_confirmation';
const EMPTY: Record<Field, string> = { old_password: '', password: '', password_confirmation: '' };

/**
 * The change-password dialog (part 2 §2, §4, §5): open, loading, acknowledged ('Your password has been
 * changed!'). The rule's texts ('Old Password is Required' …) and the server's field errors show beside the
 * fields, the hint under the new password; another failure shows its message in the dialog.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'loading' | 'done'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  useFocusFirstError(form, errors);
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    setState('form');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setFailure(null);
    if (!isValid(found)) return;
    setState('loading');
    try {
      await changePassword(client, values);
      setState('done');
    } catch (error) {
      setState('form');
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(wire(errorMessage(error)));
    }
  };
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
    />
  );
  return (
    <Modal open={open} title={t('profile.changePassword')} onClose={close}>
      {state === 'done' ? (
        <div className="password-done">
          <FocusedStatus>{wire(PASSWORD_MESSAGES.changed)}</FocusedStatus>
          <button type="button" className="btn" onClick={close}>
            {t('dialog.ok')}
          </button>
        </div>
      ) : (
        <form ref={form} onSubmit={submit} noValidate aria-busy={state === 'loading' || undefined}>
          {field('old_password', t('profile.oldPassword'), 'current-password')}
          {field('password', t('field.newPassword'), 'new-password', PASSWORD_MESSAGES.hint)}
          {field('password_confirmation', t('field.confirmPassword'), 'new-password')}
          {failure ? (
            <p role="alert" className="field__error">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="btn btn--block" disabled={state === 'loading'}>
            {state === 'loading' ? t('profile.changing') : t('profile.changePassword')}
          </button>
        </form>
      )}
    </Modal>
  );
}
