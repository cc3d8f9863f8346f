import { useAppTranslator } from '../i18n/use-app-translator';
import { PercentBar } from '../ui/percent-bar';

/** The progress bar of the interests step: 20 % per chosen topic (the rule computes the value). */
export function InterestProgress({ percent }: { percent: number }) {
  const { t } = useAppTranslator();
  return (
    <div className="interest-progress">
      <PercentBar
        className="interest-progress__bar"
        fillClassName="interest-progress__fill"
        label={t('interests.progress')}
        percent={percent}
      />
      <span className="interest-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
