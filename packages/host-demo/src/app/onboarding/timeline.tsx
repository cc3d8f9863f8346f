import { Check, Icon } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The onboarding timeline (part 1 §2.8): learners see three steps, mentors the first two. */

const STEPS = ['signup.stepSignUp', 'signup.stepInterests', 'signup.stepProfile'] as const;

export function Timeline({ current, mentor = false }: { current: 1 | 2 | 3; mentor?: boolean }) {
  const steps = mentor ? STEPS.slice(0, 2) : STEPS;
  const { t } = useAppTranslator();
  return (
    <ol className="timeline" aria-label={t('signup.steps')}>
      {steps.map((step, i) => {
        const number = i + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li key={step} className={`timeline__step timeline__step--${state}`}>
            <span className="timeline__dot" aria-hidden="true">
              {number < current ? <Icon icon={Check} /> : number}
            </span>
            <span aria-current={state === 'current' ? 'step' : undefined}>
              {t(step)}
              {state === 'done' ? <span className="visually-hidden">{t('signup.stepDone')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
