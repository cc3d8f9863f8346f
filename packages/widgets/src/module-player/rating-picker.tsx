import { rateModule } from '@modkit/sdk';
import { RATINGS, ratedText } from '@modkit/sdk/rules';
import { useId, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useWidgetEnv } from '../runtime/widget-env';

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
  return (
    <section className="mk-section mk-thanks" part="rating">
      <p>{ratedText(score)}</p>
      <div className="mk-row">
        <button type="button" className="mk-btn" onClick={onContinue}>
          Continue
        </button>
        <button type="button" className="mk-btn mk-btn--ghost" onClick={onChange}>
          Change rating
        </button>
      </div>
    </section>
  );
}

function ThanksPanel({ onContinue }: { onContinue: () => void }) {
  return (
    <section className="mk-section mk-thanks" aria-live="polite" part="rating">
      <h3>Thank you for your feedback!</h3>
      <button type="button" className="mk-btn" onClick={onContinue}>
        Continue
      </button>
    </section>
  );
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
  const env = useWidgetEnv();
  const name = useId();
  const [score, setScore] = useState<number | null>(initial ?? null);
  const [state, setState] = useState<'rated' | 'choose' | 'saving' | 'thanks'>(() =>
    ratedText(initial) ? 'rated' : 'choose',
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (score === null || !env.client) return;
    setState('saving');
    setError(null);
    try {
      await rateModule(env.client, moduleId, score as -10 | 1 | 10);
      setState('thanks');
    } catch (e) {
      setError(errorMessage(e));
      setState('choose');
    }
  };
  if (state === 'rated')
    return <RatedPanel score={score} onContinue={onContinue} onChange={() => setState('choose')} />;
  if (state === 'thanks') return <ThanksPanel onContinue={onContinue} />;
  return (
    <section className="mk-section" part="rating">
      <fieldset className="mk-rating">
        <legend>How did you find this module?</legend>
        {RATINGS.map((rating) => (
          <label key={rating.score} className="mk-rating__option">
            <input
              type="radio"
              name={name}
              value={rating.score}
              checked={score === rating.score}
              onChange={() => setScore(rating.score)}
            />
            {rating.label}
          </label>
        ))}
      </fieldset>
      {error ? <p className="mk-field-error">{error}</p> : null}
      <div className="mk-row">
        <button
          type="button"
          className="mk-btn"
          disabled={score === null || state === 'saving'}
          onClick={confirm}
        >
          Confirm
        </button>
        <button type="button" className="mk-btn mk-btn--ghost" onClick={onContinue}>
          Continue
        </button>
      </div>
    </section>
  );
}
