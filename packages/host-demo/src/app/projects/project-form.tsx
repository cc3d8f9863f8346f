import {
  ApiError,
  type Client,
  NetworkError,
  type ProjectSubmission,
  submitModuleProject,
  submitProject,
  type UserProject,
} from '@modkit/sdk';
import { say, type Translator } from '@modkit/sdk/i18n';
import { useClient } from '@modkit/sdk/react';
import {
  fileUploadText,
  isValid,
  PROJECTS_PATH,
  projectDetailsPath,
  validateProjectPage,
} from '@modkit/sdk/rules';
import { ErrorDialog, errorMessage } from '@modkit/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../login/text-field';
import { queueProjectSubmission, submissionTarget } from '../offline/project-draft';
import { Link } from '../router/link';
import { notify } from '../ui/notices';
import { TextAreaField } from '../ui/text-area-field';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { useFormState } from '../ui/use-form-state';
import { afterProjectSubmitted } from './after-project-submitted';
import { type FileRow, FileRows, newFileRow } from './file-rows';
import { useLearnerPackage } from './learner-package';
import { FixedModuleProject, ModuleProjectFields } from './module-project-fields';
import './project-form.css';
import { type AppId, useAppTranslator } from '../i18n/use-app-translator';

/** The server's field errors shown beside the fields (part 1 §5), first message each. */
const SERVER_FIELDS = ['description', 'link', 'documents', 'project_id'];

/** The files a project being edited already has, as the upload rows list them. */
const uploadedDocuments = (editing: UserProject | null) =>
  (editing?.documents ?? []).map((d) => ({ key: String(d.id ?? d.path), name: d.file_name }));

/**
 * The project form (part 1 §2.24, §5): module and project (fixed when editing), summary, link and upload
 * rows. The page's validation texts and the server's field errors beside the fields, the server's message in
 * the 'Error' modal; on success the profile is fetched again (package change, §4) and the list opens.
 */
/** What the form sends: the summary and link trimmed (no link when empty), the chosen files. */
const submissionOf = (description: string, link: string, files: File[]): ProjectSubmission => ({
  description: description.trim(),
  ...(link.trim() ? { link: link.trim() } : {}),
  documents: files,
});

/**
 * A submission made with no network, kept in the account's queue (issue 44) and sent once when the server can be
 * reached: null once it is kept ('Saved on this device…') or sent, else why it was not.
 */
async function keptOnDevice(
  where: {
    client: Client;
    editing: UserProject | null;
    values: { module_id: string; project_id: string };
    packageName: string | null | undefined;
    i18n: Translator<AppId>;
  },
  submission: ProjectSubmission,
): Promise<unknown> {
  const { client, editing, values, i18n } = where;
  const target =
    editing?.module?.id !== undefined
      ? { moduleId: editing.module.id, userProjectId: editing.id }
      : await submissionTarget(client, Number(values.module_id), Number(values.project_id));
  if (!target) return new NetworkError('Failed to fetch', false);
  const result = await queueProjectSubmission(target, submission);
  if (result.status === 'refused') return result.error;
  if (result.status === 'waiting') notify(i18n.t('offline.saved'), 'info');
  else await afterProjectSubmitted(client, submission.documents as File[], where.packageName, i18n);
  return null;
}

/** The form's first values: empty for a new project, the submitted ones when editing. */
const initialValues = (editing: UserProject | null) => ({
  module_id: '',
  project_id: editing ? String(editing.project_id) : '',
  description: editing?.description ?? '',
  link: editing?.link ?? '',
});

export function ProjectForm({ editing }: { editing: UserProject | null }) {
  const client = useClient();
  const pkg = useLearnerPackage();
  const i18n = useAppTranslator();
  const { t, wire } = i18n;
  const form = useRef<HTMLFormElement>(null);
  const { values, set, field } = useFormState(initialValues(editing));
  const { description, link } = values;
  const [rows, setRows] = useState<FileRow[]>(() => [newFileRow()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  const uploaded = uploadedDocuments(editing);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const files = rows.flatMap((row) => (row.file ? [row.file] : []));
    const found = validateProjectPage(
      { description, project_id: values.project_id },
      uploaded.length + files.length,
    );
    setErrors(found);
    if (!isValid(found)) return;
    const submission = submissionOf(description, link, files);
    setBusy(true);
    try {
      if (editing) await submitProject(client, editing.id, submission);
      else await submitModuleProject(client, Number(values.module_id), Number(values.project_id), submission);
      await afterProjectSubmitted(client, files, pkg?.name, i18n);
    } catch (caught) {
      // No network: the submission waits on the device and is sent once when the server can be reached.
      const where = { client, editing, values, packageName: pkg?.name, i18n };
      const error =
        caught instanceof NetworkError ? await keptOnDevice(where, submission).catch((e) => e) : caught;
      if (error === null) return setBusy(false);
      for (const file of files) notify(say(i18n, fileUploadText(file.name, false)), 'error');
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.fromEntries(SERVER_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]!])));
      setFailure(wire(errorMessage(error)));
      setBusy(false);
    }
  };
  return (
    <form ref={form} className="project-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {editing ? (
        <FixedModuleProject
          moduleName={editing.module?.name ?? ''}
          projectName={editing.project?.name ?? ''}
        />
      ) : (
        <ModuleProjectFields
          moduleId={values.module_id}
          projectId={values.project_id}
          errors={errors}
          onModule={(id) => set({ module_id: id, project_id: '' })}
          onProject={(id) => set({ project_id: id })}
        />
      )}
      <TextAreaField label={t('project.summary')} rows={6} {...field('description', errors)} />
      <TextField
        label={t('projects.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...field('link', errors)}
      />
      <FileRows rows={rows} uploaded={uploaded} error={errors.documents} onChange={setRows} />
      <div className="project-form__buttons">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('projects.submitting') : editing ? t('projects.update') : t('project.submit')}
        </button>
        <Link className="btn btn--secondary" href={editing ? projectDetailsPath(editing.id) : PROJECTS_PATH}>
          {t('dialog.cancel')}
        </Link>
      </div>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
