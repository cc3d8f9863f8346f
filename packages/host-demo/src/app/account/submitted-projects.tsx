import { getMyProjects } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { PROJECTS_PATH, projectDetailsPath, projectTypeLabel } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { Link } from '../router/link';
import { ListSection } from './list-section';

/** How many submitted projects the log lists (the projects page has them all). */
const SHOWN = 5;

/**
 * Submitted Projects (part 2 §2): the latest submissions with their type and date, each linking to its
 * details, and the projects page. Hidden when there are none or the package cannot read projects.
 */
export function SubmittedProjects() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const dates = useDates();
  const projects = useResource(() => getMyProjects(client, { limit: SHOWN }), [client]);
  return (
    <ListSection
      id="submitted-projects"
      title={t('account.submittedProjects')}
      listClassName="plain-list"
      items={projects.data?.results ?? []}
      renderItem={(p) => (
        <li key={p.id} className="plain-list__item">
          <Link href={projectDetailsPath(p.id)}>{p.project?.name ?? t('account.project')}</Link>
          <span className="muted">
            {wire(projectTypeLabel(p.project?.type))} · {p.module?.name} ·{' '}
            {t('account.submittedOn', { date: dates.day(p.submitted_at ?? p.updated_at) })}
          </span>
        </li>
      )}
    >
      {(projects.data?.total ?? 0) > SHOWN ? (
        <Link href={PROJECTS_PATH}>{t('account.allProjects')}</Link>
      ) : null}
    </ListSection>
  );
}
