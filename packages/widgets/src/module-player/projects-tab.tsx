import type { Module, Project, User } from '@modkit/sdk';
import { canSubmitProject, projectPoints, projectSubmitBlock } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
import { roleOf } from '../runtime/profile';
import { contentAttributes, contentLanguage } from '../ui/content-language';
import { Icon, Lock } from '../ui/icon';
import { SafeHtml } from '../ui/safe-html';
import { EmptyState } from '../ui/states';
import { Tooltip } from '../ui/tooltip';
import { UpgradeButton } from './upgrade-button';

/** Tab 2 (mini projects) or tab 3 (skill-building projects): each project with its Submit Project button. */
export function ProjectsTab({
  module,
  profile,
  projects,
  onSubmit,
}: {
  module: Module;
  profile: User;
  projects: Project[];
  onSubmit: (project: Project) => void;
}) {
  const { t, wire } = useT();
  if (projects.length === 0) return <EmptyState text={t('empty.oopsNoProjects')} />;
  const learner = roleOf(profile) === 'STUDENT';
  const pkg = profile.userpackages?.packages;
  const block = projectSubmitBlock(pkg, !!module.HasAssignToUser);
  // A package lock offers the way out; a module not yet assigned only says so.
  const upgrade = learner && !canSubmitProject(pkg);
  return (
    <ul className="mk-projects">
      {projects.map((project) => {
        const submitted = project.usersprojects?.some((up) => up.status === 'SUBMITTED');
        const content = project.content ?? [];
        return (
          <li key={project.id} className="mk-project" part="project">
            <div className="mk-row mk-project__head">
              <h3 {...contentAttributes(module)}>{project.name}</h3>
              <span className="mk-muted">
                {t(project.type === 'SKILL_BUILDING_PROJECT' ? 'project.skillBuilding' : 'project.mini')} ·{' '}
                {t('count.points', { count: projectPoints(project.type) })}
              </span>
            </div>
            <SafeHtml
              html={content.map((c) => c.html ?? '').join('')}
              css={content.map((c) => c.css ?? '').join('\n')}
              lang={contentLanguage(module)}
            />
            {learner ? (
              block ? (
                <div className="mk-row">
                  <Tooltip text={wire(block)}>
                    <button type="button" className="mk-btn" aria-disabled="true">
                      <Icon icon={Lock} /> {t('project.submit')}
                    </button>
                  </Tooltip>
                  {upgrade ? <UpgradeButton feature="projects" /> : null}
                </div>
              ) : (
                <button type="button" className="mk-btn" onClick={() => onSubmit(project)}>
                  {t(submitted ? 'project.submitAgain' : 'project.submit')}
                </button>
              )
            ) : null}
            {submitted ? <p className="mk-alert mk-alert--success">{t('project.submitted')}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
