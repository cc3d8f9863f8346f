import { ApiError, type User, updateProfile } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isProvisionedAddress, isValid, validateProfile } from '@modkit/sdk/rules';
import { errorMessage } from '@modkit/widgets/ui';
import { type FormEvent, useState } from 'react';
import { useFormState } from '../ui/use-form-state';
import {
  type ProfileScope,
  type ProfileValues,
  profileSaveFields,
  profileTopics,
  profileValues,
  type TextField,
  type Topic,
} from './profile-values';

/** What a save ended in: nothing yet, a validation failure, another failure, or success. */
export type SaveOutcome =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'saved' };

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The profile form's state and its save (part 2 §5): the rule's checks first (their texts beside the fields),
 * then PATCH /users/profile; the server's field errors are shown beside the fields too (first message each).
 * A saved profile replaces the session's, so the page reloads into it.
 */
export function useProfileForm(user: User, scope: ProfileScope) {
  const client = useClient();
  const { values, set: patch } = useFormState<ProfileValues>(() => profileValues(user));
  const [topics, setTopics] = useState<Topic[]>(() => profileTopics(user));
  const [universities, setUniversities] = useState<string[]>(() => user.university_aspire ?? []);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'idle' });

  const set = (field: TextField) => (value: string) => patch({ [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An LMS's or partner's learner who typed no address keeps the account's placeholder (not shown).
    const kept = {
      ...values,
      email: values.email.trim() || (isProvisionedAddress(user.email) ? user.email : ''),
    };
    const found = validateProfile({ ...kept, country_code: values.country }, today());
    setErrors(found);
    if (!isValid(found)) {
      setOutcome({ kind: 'invalid', message: Object.values(found)[0]! });
      return;
    }
    setBusy(true);
    try {
      const saved = await updateProfile(
        client,
        profileSaveFields(kept, { scope, topics, universities, photo }),
      );
      client.session?.getState().setUser(saved);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      const first = Object.values(fields)[0];
      setOutcome(
        first ? { kind: 'invalid', message: first } : { kind: 'failed', message: errorMessage(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    set,
    topics,
    setTopics,
    universities,
    setUniversities,
    photo,
    setPhoto,
    errors,
    busy,
    outcome,
    dismiss: () => setOutcome({ kind: 'idle' }),
    submit,
    today: today(),
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
