import { getCareerRecommendation } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate } from '../router/location';
import { searchPath } from '../search/search-query';
import { type InsightTargetProps, useInsightTarget } from './insight-target';
import { ListSection } from './list-section';

/**
 * Key jobs suited to the learner (part 2 §2, §9: rows of 4): the careers of the modules they viewed most; a
 * career searches its modules. Hidden while there are none (or the call failed). With `learnerId`, a mentor
 * reads that learner's career recommendation (part 2 "Learner View Details").
 */
export function KeyJobs(props: InsightTargetProps) {
  const { t } = useAppTranslator();
  const { mentorId, title = t('account.keyJobs') } = props;
  const client = useClient();
  const { userId, through } = useInsightTarget(props);
  const careers = useResource(
    () => getCareerRecommendation(client, userId, through),
    [client, userId, mentorId],
  );
  return (
    <ListSection
      id="key-jobs"
      title={title}
      listClassName="key-jobs"
      items={careers.data ?? []}
      renderItem={(career) => (
        <li key={career.id}>
          <button
            type="button"
            className="key-job"
            onClick={() => navigate(searchPath({ keyword: career.name, careerId: career.id }))}
          >
            {career.name}
          </button>
        </li>
      )}
    />
  );
}
