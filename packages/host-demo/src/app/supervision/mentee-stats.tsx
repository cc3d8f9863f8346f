import { getMenteeStats } from '@modkit/sdk';
import { menteeStatsFigures } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { FactList } from '../ui/fact-list';
import { MenteeMonthSection } from './mentee-month-section';

/**
 * 'Assigned Learners Stats' (part 2 "Mentee View Details"), with its own month picker: total learners, active
 * learners, total and average hours, projects submitted, reflection questions answered.
 */
export function MenteeStats({ menteeId, totalLearners }: { menteeId: number; totalLearners: number }) {
  const { t } = useAppTranslator();
  return (
    <MenteeMonthSection
      title={t('sup.stats')}
      pickerLabel={t('sup.statsMonth')}
      menteeId={menteeId}
      read={getMenteeStats}
    >
      {(stats) => <FactList className="stat-figures" facts={menteeStatsFigures(stats, totalLearners)} />}
    </MenteeMonthSection>
  );
}
