import { type ProfileUpdate, updateProfile } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  ERROR_TITLES,
  isValid,
  postLoginRedirect,
  toProfilePayload,
  validateProfile,
} from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { OnboardingForm } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { sessionStepPage } from '../onboarding/require-session';
import { Timeline } from '../onboarding/timeline';
import { ProfileStepFields, profileStepValues } from '../profile/profile-step-fields';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { AlertDialog } from '../ui/alert-dialog';
import { showFailure } from '../ui/show-failure';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { useFormState } from '../ui/use-form-state';

/**
 * `/tell-us-more-about-you` (part 1 §2.8): the profile step of a learner (names, highest degree, field of
 * study, aspired universities, 'I am here as', career aspiration, about, grade level, school or
 * university; the interests of the step before). validateProfile checks it; Save or Skip goes to the
 * redirect target or My Library.
 */
function ProfileStep() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const { query } = useLocation();
  const user = client.session?.getState().user?.data ?? { id: 0 };
  const form = useRef<HTMLFormElement>(null);
  const fields = useFormState(() => profileStepValues(user));
  const values = fields.values;
  const [universities, setUniversities] = useState<string[]>(() =>
    Array.isArray(user.university_aspire) ? (user.university_aspire as string[]) : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  const interests = Array.isArray(user.user_interest)
    ? (user.user_interest as Array<{ name?: string | null }>).map((i) => i.name).filter(Boolean)
    : [];
  const done = () => navigate(postLoginRedirect('STUDENT', query));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, new Date().toISOString().slice(0, 10), { full: false });
    setErrors(found);
    if (!isValid(found)) return;
    const filled: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (value.trim()) filled[key] = value.trim();
    if (universities.length) filled.university_aspire = universities;
    setBusy(true);
    try {
      const saved = await updateProfile(client, toProfilePayload(filled) as ProfileUpdate);
      client.session?.getState().setUser(saved);
      done();
    } catch (error) {
      setBusy(false);
      showFailure(error, setErrors, setDialog);
    }
  };

  return (
    <OnboardingLayout titleId="profile-title" wide>
      <Timeline current={3} />
      <OnboardingForm formRef={form} titleId="profile-title" title={t('profileStep.title')} onSubmit={submit}>
        <ProfileStepFields
          form={fields}
          errors={errors}
          universities={universities}
          onUniversities={setUniversities}
        />
        {interests.length ? (
          <p className="profile-step__interests">
            {t('profileStep.yourInterests', { interests: interests.join(', ') })}{' '}
            <Link href="/choose-your-interest">{t('profileStep.change')}</Link>
          </p>
        ) : null}
        <div className="onboarding__buttons">
          <button type="button" className="btn btn--secondary" onClick={done} disabled={busy}>
            {t('profileStep.skip')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('reset.saving') : t('profile.save')}
          </button>
        </div>
      </OnboardingForm>
      <AlertDialog title={wire(ERROR_TITLES.error)} message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}

export default sessionStepPage('/tell-us-more-about-you', ProfileStep);
