import { getLearner } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { AssignModulesDialog, ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useState } from 'react';
import { KeyJobs } from '../account/key-jobs';
import { MostViewed } from '../account/most-viewed';
import { useViewer } from '../library/use-viewer';
import type { RouteParams } from '../router/app-route';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { LearnerModulesSection } from './learner-modules-section';
import { LearnerProjectsSection } from './learner-projects-section';
import { PersonCard } from './person-card';
import { RecommendedForLearner } from './recommended-for-learner';
import { useMentorIdQuery } from './use-mentor-id-query';
import '../account/activity-log.css';
import '../projects/projects.css';
import './supervision.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/mentor/view-details/{id}` (part 2 "Learner View Details"; `mentorId` when a super mentor looks through a
 * mentee): breadcrumb, Assign a Module, the profile card, the modules table with the reflection answers, the
 * interest cloud, the career recommendation, the recommended modules and the projects table.
 */
export default function LearnerDetailsPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const viewer = useViewer();
  const { t, wire } = useAppTranslator();
  const learnerId = Number(params.id);
  const mentorId = useMentorIdQuery();
  const learner = useResource(
    () => getLearner(client, learnerId, mentorId ? { mentorId } : {}),
    [client, learnerId, mentorId],
  );
  const [assigning, setAssigning] = useState(false);
  const [version, setVersion] = useState(0);
  const name = learner.data?.full_name?.trim() || t('sup.learnerDetails');
  const myLearners = viewer.role === 'SUPER_MENTOR' ? '/super-mentor/my-learners' : '/mentor/my-learners';
  const crumbs = mentorId
    ? [{ label: t('nav.myMentees'), href: '/super-mentor/my-child-mentors' }, { label: name }]
    : [{ label: t('learners.title'), href: myLearners }, { label: name }];
  return (
    <PageFrame
      title={name}
      crumbs={crumbs}
      actions={
        learner.data && !mentorId ? (
          <button type="button" className="btn" onClick={() => setAssigning(true)}>
            {t('sup.assignModule')}
          </button>
        ) : null
      }
    >
      {learner.status === 'error' ? <ErrorState error={learner.error} onRetry={learner.reload} /> : null}
      {!learner.data && learner.status !== 'error' ? <LoadingState label={t('sup.loadingLearner')} /> : null}
      {learner.data ? (
        <div className="learner-details">
          <PersonCard person={learner.data} media={learner.data.media} title={t('sup.profile')} />
          <LearnerModulesSection learnerId={learnerId} mentorId={mentorId} version={version} />
          <MostViewed learnerId={learnerId} mentorId={mentorId} title={t('sup.interests')} />
          <KeyJobs learnerId={learnerId} mentorId={mentorId} title={t('sup.careerRecommendation')} />
          <RecommendedForLearner learnerId={learnerId} />
          <LearnerProjectsSection learnerId={learnerId} mentorId={mentorId} />
        </div>
      ) : null}
      <AssignModulesDialog
        client={client}
        open={assigning}
        learnerIds={[learnerId]}
        onClose={() => setAssigning(false)}
        onAssigned={(message) => {
          setAssigning(false);
          notify(wire(message || SUCCESS_MESSAGES.modulesAssigned));
          setVersion((v) => v + 1);
        }}
      />
    </PageFrame>
  );
}
