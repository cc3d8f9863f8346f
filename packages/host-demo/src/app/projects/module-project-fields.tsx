import { getModuleProjects, getMyModules } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { projectTypeLabel } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { SelectField } from '../ui/select-field';

/** The most modules and projects one select lists (the api's page limit). */
const ALL = 100;

/**
 * The module and project selects of the new-project page (part 1 §2.24, §5) and of the schedule-session form
 * (`optional`): the learner's assigned modules, then that module's projects (reloaded on each module change;
 * the form clears the chosen project).
 */
export function ModuleProjectFields({
  moduleId,
  projectId,
  errors,
  optional = false,
  onModule,
  onProject,
}: {
  moduleId: string;
  projectId: string;
  errors: Record<string, string>;
  optional?: boolean;
  onModule: (id: string) => void;
  onProject: (id: string) => void;
}) {
  const { t, wire } = useAppTranslator();
  const optionally = (label: string) => (optional ? t('projects.optional', { label }) : label);
  const client = useClient();
  const modules = useResource(() => getMyModules(client, { limit: ALL }), [client]);
  const projects = useResource(
    async () => (moduleId ? (await getModuleProjects(client, Number(moduleId))).results : []),
    [client, moduleId],
  );
  const moduleOptions = (modules.data?.results ?? []).map((m) => ({ label: m.name, value: String(m.id) }));
  const projectOptions = (projects.data ?? []).map((p) => {
    const submitted = p.usersprojects?.some((up) => up.status === 'SUBMITTED');
    return {
      label: `${p.name} (${wire(projectTypeLabel(p.type))})${submitted ? t('projects.submittedSuffix') : ''}`,
      value: String(p.id),
    };
  });
  return (
    <>
      <SelectField
        label={optionally(t('library.module'))}
        placeholder={modules.status === 'loading' ? t('common.loadingEllipsis') : t('projects.selectModule')}
        options={moduleOptions}
        value={moduleId}
        error={errors.module_id ?? (modules.status === 'error' ? modules.error.message : undefined)}
        onChange={(e) => onModule(e.currentTarget.value)}
      />
      {!optional && modules.data && !moduleOptions.length ? (
        <p className="notice">{t('projects.noModule')}</p>
      ) : null}
      <SelectField
        label={optionally(t('projects.project'))}
        placeholder={
          moduleId && projects.status === 'loading'
            ? t('common.loadingEllipsis')
            : t('projects.selectProject')
        }
        options={projectOptions}
        value={projectOptions.some((o) => o.value === projectId) ? projectId : ''}
        error={errors.project_id ?? (projects.status === 'error' ? projects.error.message : undefined)}
        onChange={(e) => onProject(e.currentTarget.value)}
      />
    </>
  );
}

/** The same two fields on the edit page: the submission's module and project, shown and not changeable. */
export function FixedModuleProject({ moduleName, projectName }: { moduleName: string; projectName: string }) {
  const { t } = useAppTranslator();
  return (
    <>
      <SelectField label={t('library.module')} options={[]} placeholder={moduleName} value="" disabled />
      <SelectField label={t('projects.project')} options={[]} placeholder={projectName} value="" disabled />
    </>
  );
}
