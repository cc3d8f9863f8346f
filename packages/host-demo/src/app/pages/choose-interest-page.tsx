import { type SubCategory, type User, updateProfile } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import {
  ERROR_TITLES,
  INTEREST_MESSAGE,
  interestProgress,
  MENTOR_HOME,
  validateInterests,
} from '@modkit/sdk/rules';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ChosenTopics } from '../interests/chosen-topics';
import { InterestProgress } from '../interests/interest-progress';
import { TopicResults } from '../interests/topic-results';
import { useTopicSearch } from '../interests/use-topic-search';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { sessionStepPage } from '../onboarding/require-session';
import { Timeline } from '../onboarding/timeline';
import { navigate, useLocation } from '../router/location';
import { AlertDialog } from '../ui/alert-dialog';
import { useDocumentTitle } from '../ui/use-document-title';

/** The interests already on the profile (ids and names), so that coming back keeps them. */
function initialInterests(user: unknown): Map<number, string> {
  const list = (user as Partial<User> | undefined)?.user_interest ?? [];
  return new Map(list.map((i) => [Number(i.id), i.name ?? String(i.id)]));
}

/**
 * `/choose-your-interest` (part 1 §2.8): search and pick topics; the bar grows 20 % per topic and
 * Continue opens at 5 (validateInterests). Saves `user_interest[]`, then a learner goes to the profile
 * step (carrying redirectLearnerTo) and a mentor to the mentor library.
 */
function ChooseInterest() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  useDocumentTitle(t('interests.title'));
  const { query } = useLocation();
  const role = useSession((s) => s.user_type);
  const [selected, setSelected] = useState(() => initialInterests(client.session?.getState().user?.data));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<string | null>(null);
  const search = useTopicSearch(text);
  const ids = [...selected.keys()];
  const percent = interestProgress(ids);
  const invalid = validateInterests(ids).user_interest;
  const mentor = role !== null && role !== 'STUDENT';

  const toggle = (topic: SubCategory) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(topic.id)) next.delete(topic.id);
      else next.set(topic.id, topic.name);
      return next;
    });

  const save = async () => {
    if (invalid) return;
    setBusy(true);
    try {
      const user = await updateProfile(client, { user_interest: ids });
      client.session?.getState().setUser(user);
      if (mentor) return navigate(MENTOR_HOME);
      const target = query.get('redirectLearnerTo');
      navigate(
        target
          ? `/tell-us-more-about-you?redirectLearnerTo=${encodeURIComponent(target)}`
          : '/tell-us-more-about-you',
      );
    } catch (error) {
      setBusy(false);
      setDialog(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <OnboardingLayout titleId="interests-title" wide>
      <Timeline current={2} mentor={mentor} />
      <section className="onboarding__form" aria-labelledby="interests-title">
        <h1 id="interests-title">{t('interests.title')}</h1>
        <p>{t('interests.intro')}</p>
        <InterestProgress percent={percent} />
        <ChosenTopics selected={selected} onToggle={toggle} searchId="topic-search" />
        <div className="field">
          <label htmlFor="topic-search">{t('profile.searchTopics')}</label>
          <input id="topic-search" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <TopicResults search={search} selected={new Set(ids)} onToggle={toggle} />
        <div className="onboarding__actions">
          {invalid ? (
            <p id="interests-hint" className="field__hint">
              {wire(INTEREST_MESSAGE)}
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn--block"
            disabled={!!invalid || busy}
            aria-describedby={invalid ? 'interests-hint' : undefined}
            onClick={() => void save()}
          >
            {busy ? t('reset.saving') : t('common.continue')}
          </button>
        </div>
      </section>
      <AlertDialog title={ERROR_TITLES.error} message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}

export default sessionStepPage('/choose-your-interest', ChooseInterest);
