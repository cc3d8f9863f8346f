import type { User } from '@modkit/sdk';
import {
  ERROR_TITLES,
  PROFILE_MESSAGES,
  SUCCESS_DIALOG_TITLE,
  VALIDATION_ERROR_TITLE,
} from '@modkit/sdk/rules';
import { ErrorDialog } from '@modkit/widgets/ui';
import { useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { AlertDialog } from '../ui/alert-dialog';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { BasicDetails } from './basic-details';
import { ChangePasswordDialog } from './change-password-dialog';
import { OtherDetails } from './other-details';
import type { ProfileScope } from './profile-values';
import { useProfileForm } from './use-profile-form';

/**
 * The profile form: Basic Details (with Change Password), Other Details for learners and mentors, and Save.
 * A failed save shows its texts beside the fields and 'Validation Error Occured' (another failure: 'Error'
 * with the server's message); a saved one 'Profile updated successfully.' titled 'Success', and the page
 * reloads when that dialog closes (part 2 §4).
 */
export function ProfileFormView({ user, scope }: { user: User; scope: ProfileScope }) {
  const form = useProfileForm(user, scope);
  const { t, wire } = useAppTranslator();
  const ref = useRef<HTMLFormElement>(null);
  const [changing, setChanging] = useState(false);
  const { outcome } = form;
  useFocusFirstError(ref, outcome.kind === 'idle' ? form.errors : {});
  return (
    <>
      <form
        ref={ref}
        className="profile-form"
        onSubmit={form.submit}
        noValidate
        aria-busy={form.busy || undefined}
      >
        <BasicDetails
          user={user}
          form={form}
          action={
            <button type="button" className="btn btn--secondary" onClick={() => setChanging(true)}>
              {t('profile.changePassword')}
            </button>
          }
        />
        {scope === 'basic' ? null : <OtherDetails form={form} scope={scope} />}
        <div className="profile-form__buttons">
          <button type="submit" className="btn" disabled={form.busy}>
            {form.busy ? t('reset.saving') : t('profile.save')}
          </button>
        </div>
      </form>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
      <AlertDialog
        title={VALIDATION_ERROR_TITLE}
        message={outcome.kind === 'invalid' ? outcome.message : null}
        onClose={form.dismiss}
      />
      <ErrorDialog
        title={wire(ERROR_TITLES.error)}
        message={outcome.kind === 'failed' ? wire(outcome.message) : null}
        onClose={form.dismiss}
      />
      <AlertDialog
        title={SUCCESS_DIALOG_TITLE}
        message={outcome.kind === 'saved' ? PROFILE_MESSAGES.saved : null}
        onClose={() => window.location.reload()}
      />
    </>
  );
}
