import { getModuleProjects, getMyModules } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { projectTypeLabel } from '@modkit/sdk/rules';
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
  const suffix = optional ? ' (optional)' : '';
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
      label: `${p.name} (${projectTypeLabel(p.type)})${submitted ? ' – submitted' : ''}`,
      value: String(p.id),
    };
  });
  return (
    <>
      <SelectField
        label={`Module${suffix}`}
        placeholder={modules.status === 'loading' ? 'Loading…' : 'Select a module'}
        options={moduleOptions}
        value={moduleId}
        error={errors.module_id ?? (modules.status === 'error' ? modules.error.message : undefined)}
        onChange={(e) => onModule(e.currentTarget.value)}
      />
      {!optional && modules.data && !moduleOptions.length ? (
        <p className="notice">
          No module is assigned to you yet: open one in My Library and choose Get Started.
        </p>
      ) : null}
      <SelectField
        label={`Project${suffix}`}
        placeholder={moduleId && projects.status === 'loading' ? 'Loading…' : 'Select a project'}
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
  return (
    <>
      <SelectField label="Module" options={[]} placeholder={moduleName} value="" disabled />
      <SelectField label="Project" options={[]} placeholder={projectName} value="" disabled />
    </>
  );
}
