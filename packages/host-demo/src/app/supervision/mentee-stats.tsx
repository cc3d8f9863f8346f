import { getMenteeStats } from '@modkit/sdk';
import { menteeStatsFigures } from '@modkit/sdk/rules';
import { FactList } from '../ui/fact-list';
import { MenteeMonthSection } from './mentee-month-section';

/**
 * 'Assigned Learners Stats' (part 2 "Mentee View Details"), with its own month picker: total learners, active
 * learners, total and average hours, projects submitted, reflection questions answered.
 */
export function MenteeStats({ menteeId, totalLearners }: { menteeId: number; totalLearners: number }) {
  return (
    <MenteeMonthSection
      title="Assigned Learners Stats"
      pickerLabel="Stats month"
      menteeId={menteeId}
      read={getMenteeStats}
    >
      {(stats) => <FactList className="stat-figures" facts={menteeStatsFigures(stats, totalLearners)} />}
    </MenteeMonthSection>
  );
}
