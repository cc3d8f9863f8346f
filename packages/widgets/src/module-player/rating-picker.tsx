import { rateModule } from '@modkit/sdk';
import { RATINGS, ratedText } from '@modkit/sdk/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { write } from '../runtime/writes';
import { useFocusOnMount } from '../ui/focus-on-mount';
import { useNotify } from '../ui/toasts';

/** The ratings' labels (Okay, Liked, Loved) as messages. */
const RATING_LABELS = { [-10]: 'rating.okay', 1: 'rating.liked', 10: 'rating.loved' } as const;

/** After a rating: the rating the learner gave, with Continue and 'Change rating'. */
function RatedPanel({
  score,
  onContinue,
  onChange,
}: {
  score: number | null;
  onContinue: () => void;
  onChange: () => void;
}) {
  const { t } = useT();
  const rating = RATINGS.find((r) => r.score === score);
  return (
    <section className="mk-section mk-thanks" part="rating">
      <p>{rating ? t('rating.rated', { rating: t(RATING_LABELS[rating.score]) }) : null}</p>
      <div className="mk-row">
        <button type="button" className="mk-btn" onClick={onContinue}>
          {t('common.continue')}
        </button>
        <button type="button" className="mk-btn mk-btn--ghost" onClick={onChange}>
          {t('rating.change')}
        </button>
      </div>
    </section>
  );
}

/** The thanks after Confirm, which it replaces: the focus moves to the thanks, then Continue follows. */
function ThanksPanel({ onContinue }: { onContinue: () => void }) {
  const { t } = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="mk-section mk-thanks" part="rating">
      <h3 ref={heading} tabIndex={-1}>
        {t('rating.thanks')}
      </h3>
      <button type="button" className="mk-btn" onClick={onContinue}>
        {t('common.continue')}
      </button>
    </section>
  );
}

/**
 * Where the focus goes when the choice shows again (`shown`): the chosen rating ('Change rating' replaced
 * itself) or Confirm (a refusal, after Confirm was disabled while saving).
 */
function useChoiceFocus(shown: boolean) {
  const [refocus, setRefocus] = useState<'choice' | 'confirm' | null>(null);
  const choice = useRef<HTMLFieldSetElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!shown || !refocus) return;
    const target =
      refocus === 'confirm'
        ? confirmButton.current
        : (choice.current?.querySelector<HTMLInputElement>('input:checked') ??
          choice.current?.querySelector<HTMLInputElement>('input'));
    target?.focus();
    setRefocus(null);
  }, [shown, refocus]);
  return { choice, confirmButton, setRefocus };
}

/** The rating chosen and its state (rated before, choosing, saving, thanked), and Confirm. */
function useRating(moduleId: number, initial: number | null | undefined) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const i18n = useT();
  const [score, setScore] = useState<number | null>(initial ?? null);
  const [state, setState] = useState<'rated' | 'choose' | 'saving' | 'thanks'>(() =>
    ratedText(initial) ? 'rated' : 'choose',
  );
  const [error, setError] = useState<string | null>(null);
  const { choice, confirmButton, setRefocus } = useChoiceFocus(state === 'choose');
  const confirm = async () => {
    if (score === null || !env.client) return;
    setState('saving');
    setError(null);
    const client = env.client;
    const chosen = score as -10 | 1 | 10;
    try {
      const result = await write(env, { kind: 'rating', moduleId, payload: { score: chosen } }, () =>
        rateModule(client, moduleId, chosen),
      );
      if (result.status === 'waiting') notify(i18n.t('offline.saved'), 'info');
      setState('thanks');
    } catch (e) {
      setError(errorMessage(e, i18n));
      setState('choose');
      setRefocus('confirm');
    }
  };
  return { score, setScore, state, setState, error, confirm, choice, confirmButton, setRefocus };
}

/**
 * The rating picker of tab 1 (part 1 §2.21, §4): Okay (-10), Liked (1), Loved (10), then Confirm; after
 * it, a thank-you panel with Continue. A learner who rated the module before reads their rating, with
 * Continue and 'Change rating'.
 */
export function RatingPicker({
  moduleId,
  initial,
  onContinue,
}: {
  moduleId: number;
  initial: number | null | undefined;
  onContinue: () => void;
}) {
  const { t } = useT();
  const name = useId();
  const { score, setScore, state, setState, error, confirm, choice, confirmButton, setRefocus } = useRating(
    moduleId,
    initial,
  );
  if (state === 'rated')
    return (
      <RatedPanel
        score={score}
        onContinue={onContinue}
        onChange={() => {
          setState('choose');
          setRefocus('choice');
        }}
      />
    );
  if (state === 'thanks') return <ThanksPanel onContinue={onContinue} />;
  return (
    <section className="mk-section" part="rating">
      <fieldset className="mk-rating" ref={choice}>
        <legend>{t('rating.question')}</legend>
        {RATINGS.map((rating) => (
          <label key={rating.score} className="mk-rating__option">
            <input
              type="radio"
              name={name}
              value={rating.score}
              checked={score === rating.score}
              onChange={() => setScore(rating.score)}
            />
            {t(RATING_LABELS[rating.score])}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="mk-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mk-row">
        <button
          ref={confirmButton}
          type="button"
          className="mk-btn"
          disabled={score === null || state === 'saving'}
          onClick={confirm}
        >
          {t('rating.confirm')}
        </button>
        <button type="button" className="mk-btn mk-btn--ghost" onClick={onContinue}>
          {t('common.continue')}
        </button>
      </div>
    </section>
  );
}
