import { getMentee, getMenteeLearners } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { LIMITS } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useState } from 'react';
import type { RouteParams } from '../router/app-route';
import { PageFrame } from '../ui/page-frame';
import { MenteeActivity } from './mentee-activity';
import { MenteeLearners } from './mentee-learners';
import { MenteeStats } from './mentee-stats';
import { PersonCard } from './person-card';
import '../account/activity-log.css';
import '../projects/projects.css';
import './supervision.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/super-mentor/view-mentee-details/{id}` (part 2 "Mentee View Details"): the mentee's profile, their month
 * of activity, the stats of their learners and the learners themselves.
 */
export default function MenteeDetailsPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const menteeId = Number(params.id);
  const [page, setPage] = useState(1);
  const mentee = useResource(() => getMentee(client, menteeId), [client, menteeId]);
  const learners = useResource(
    () => getMenteeLearners(client, menteeId, { page, limit: LIMITS.learnersPageSize }),
    [client, menteeId, page],
  );
  const name = mentee.data?.full_name?.trim() || t('sup.menteeDetails');
  return (
    <PageFrame
      title={name}
      crumbs={[{ label: t('nav.myMentees'), href: '/super-mentor/my-child-mentors' }, { label: name }]}
    >
      {mentee.status === 'error' ? <ErrorState error={mentee.error} onRetry={mentee.reload} /> : null}
      {!mentee.data && mentee.status !== 'error' ? <LoadingState label={t('sup.loadingMentee')} /> : null}
      {mentee.data ? (
        <div className="learner-details">
          <PersonCard
            person={mentee.data}
            media={mentee.data.media}
            title={t('sup.profile')}
            interests={false}
          />
          <MenteeActivity menteeId={menteeId} />
          <MenteeStats menteeId={menteeId} totalLearners={learners.data?.total ?? 0} />
          {learners.data ? (
            <MenteeLearners menteeId={menteeId} learners={learners.data} page={page} onPage={setPage} />
          ) : null}
        </div>
      ) : null}
    </PageFrame>
  );
}
