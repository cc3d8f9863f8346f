import { getLearner, getUserProject } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { learnerDetailsPath } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useViewer } from '../library/use-viewer';
import { ProjectBody } from '../projects/project-body';
import type { RouteParams } from '../router/app-route';
import { PageFrame } from '../ui/page-frame';
import '../projects/projects.css';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useMentorIdQuery } from './use-mentor-id-query';

/**
 * `/mentor/{user_id}/project-details/{id}` (part 2 "Mentor project details"): a learner's submitted project as
 * their mentor reads it: module and project, type, the points note, summary, files, and the chat in which the
 * mentor adds and edits comments.
 */
export default function MentorProjectPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const { user } = useViewer();
  const learnerId = Number(params.user_id);
  const projectId = Number(params.id);
  const mentorId = useMentorIdQuery();
  const data = useResource(async () => {
    const through = mentorId ? { mentorId } : {};
    const [project, learner] = await Promise.all([
      getUserProject(client, projectId, through),
      getLearner(client, learnerId, through).catch(() => null),
    ]);
    return { project, learner };
  }, [client, learnerId, projectId, mentorId]);
  const project = data.data?.project;
  const learnerName = data.data?.learner?.full_name?.trim() || t('sup.learner');
  const title = project?.project?.name ?? t('projects.details');
  const crumbs = [
    { label: learnerName, href: learnerDetailsPath(learnerId, mentorId ?? null) },
    { label: t('projects.details') },
  ];
  return (
    <PageFrame title={title} crumbs={crumbs}>
      {data.status === 'error' ? <ErrorState error={data.error} onRetry={data.reload} /> : null}
      {!project && data.status !== 'error' ? <LoadingState label={t('sup.loadingProject')} /> : null}
      {project ? <ProjectBody project={project} userId={user?.id} /> : null}
    </PageFrame>
  );
}
