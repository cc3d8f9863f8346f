import { ApiError, type ProfileUpdate, updateProfile } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  DEGREE_OPTIONS,
  ERROR_TITLES,
  GRADE_OPTIONS,
  postLoginRedirect,
  toProfilePayload,
  validateProfile,
} from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../login/text-field';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { RequireSession } from '../onboarding/require-session';
import { Timeline } from '../onboarding/timeline';
import { HereAsField } from '../profile/here-as-field';
import { UniversityTags } from '../profile/university-tags';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { AlertDialog } from '../ui/alert-dialog';
import { NameFields } from '../ui/name-fields';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useFocusFirstError } from '../ui/use-focus-first-error';

const asOptions = (list: readonly string[]) => list.map((o) => ({ label: o, value: o }));
const DEGREES = asOptions(DEGREE_OPTIONS);
const GRADES = asOptions(GRADE_OPTIONS);

type TextFields =
  | 'first_name'
  | 'last_name'
  | 'higest_degree'
  | 'field_of_study'
  | 'i_am_here_as'
  | 'career_aspiration'
  | 'about'
  | 'grade_level'
  | 'current_school_uni';

/**
 * `/tell-us-more-about-you` (part 1 §2.8): the profile step of a learner (names, highest degree, field of
 * study, aspired universities, 'I am here as', career aspiration, about, grade level, school or
 * university; the interests of the step before). validateProfile checks it; Save or Skip goes to the
 * redirect target or My Library.
 */
function ProfileStep() {
  const client = useClient();
  const { query } = useLocation();
  const user = client.session?.getState().user?.data ?? { id: 0 };
  const initial = (name: string) => (typeof user[name] === 'string' ? (user[name] as string) : '');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<TextFields, string>>(() => ({
    first_name: initial('first_name'),
    last_name: initial('last_name'),
    higest_degree: initial('higest_degree'),
    field_of_study: initial('field_of_study'),
    i_am_here_as: initial('i_am_here_as'),
    career_aspiration: initial('career_aspiration'),
    about: initial('about'),
    grade_level: initial('grade_level'),
    current_school_uni: initial('current_school_uni'),
  }));
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
  const set = (name: TextFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, new Date().toISOString().slice(0, 10), { full: false });
    setErrors(found);
    if (Object.keys(found).length) return;
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
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setDialog(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <OnboardingLayout titleId="profile-title" wide>
      <Timeline current={3} />
      <form
        ref={form}
        className="onboarding__form"
        onSubmit={submit}
        noValidate
        aria-labelledby="profile-title"
      >
        <h1 id="profile-title">Tell us more about you</h1>
        <NameFields values={values} errors={errors} set={set} />
        <HereAsField
          value={values.i_am_here_as}
          onChange={(v) => setValues((s) => ({ ...s, i_am_here_as: v }))}
        />
        <div className="field-row">
          <SelectField
            label="Grade level"
            value={values.grade_level}
            onChange={set('grade_level')}
            options={GRADES}
            error={errors.grade_level}
          />
          <SelectField
            label="Highest degree"
            value={values.higest_degree}
            onChange={set('higest_degree')}
            options={DEGREES}
            error={errors.higest_degree}
          />
        </div>
        <TextField
          label="Current school or university"
          value={values.current_school_uni}
          onChange={set('current_school_uni')}
          error={errors.current_school_uni}
        />
        <TextField
          label="Field of study"
          value={values.field_of_study}
          onChange={set('field_of_study')}
          error={errors.field_of_study}
        />
        <UniversityTags value={universities} onChange={setUniversities} />
        <TextField
          label="Career aspiration"
          value={values.career_aspiration}
          onChange={set('career_aspiration')}
          error={errors.career_aspiration}
        />
        <TextAreaField
          label="About you"
          rows={3}
          value={values.about}
          onChange={set('about')}
          error={errors.about}
        />
        {interests.length ? (
          <p className="profile-step__interests">
            Your interests: {interests.join(', ')} <Link href="/choose-your-interest">Change</Link>
          </p>
        ) : null}
        <div className="onboarding__buttons">
          <button type="button" className="btn btn--secondary" onClick={done} disabled={busy}>
            Skip
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <AlertDialog title={ERROR_TITLES.error} message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}

export default function ProfileStepPage() {
  return (
    <RequireSession path="/tell-us-more-about-you">
      <ProfileStep />
    </RequireSession>
  );
}
