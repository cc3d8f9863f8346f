import { type Project, submitModuleProject } from '@modkit/sdk';
import { canAddFileRow, isValid, MAX_PROJECT_FILES, validateProjectModal } from '@modkit/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { notifyPointsChanged } from '../runtime/bus';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { DialogButtons } from '../ui/dialog-buttons';
import { Field } from '../ui/field';
import { useFocusOnMount } from '../ui/focus-on-mount';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { useNotify } from '../ui/toasts';

type Stage = 'form' | 'loading' | 'done';

/** The form's fields and errors, and the steps between them: reset, submit (checked first), add files. */
function useProjectForm(
  moduleId: number,
  project: Project | null,
  onClose: () => void,
  onSubmitted: () => void,
) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const i18n = useT();
  const { t } = i18n;
  const [stage, setStage] = useState<Stage>('form');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setStage('form');
    setDescription('');
    setLink('');
    setFiles([]);
    setErrors({});
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProjectModal({ description, link }, files.length);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, text]) => [field, i18n.wire(text)])));
    if (!isValid(found) || !project || !env.client) return;
    setStage('loading');
    try {
      await submitModuleProject(env.client, moduleId, project.id, {
        description: description.trim(),
        ...(link.trim() ? { link: link.trim() } : {}),
        documents: files,
      });
      setStage('done');
      for (const file of files) notify(t('upload.done', { file: file.name }));
      notifyPointsChanged();
      onSubmitted();
    } catch (error) {
      for (const file of files) notify(t('upload.failed', { file: file.name }), 'error');
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors({
        form: errorMessage(error, i18n),
        ...Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, i18n.wire(text)])),
      });
      setStage('form');
    }
  };
  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const file of Array.from(list)) if (canAddFileRow(next.length)) next.push(file);
    setFiles(next);
    if (files.length + list.length > MAX_PROJECT_FILES)
      setErrors((e) => ({ ...e, documents: t('form.tooManyFiles') }));
  };
  const removeFile = (index: number) => setFiles(files.filter((_, i) => i !== index));
  return {
    stage,
    description,
    setDescription,
    link,
    setLink,
    files,
    errors,
    close,
    submit,
    addFiles,
    removeFile,
  };
}

/** The files picked, each with its Remove button. */
function PickedFiles({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useT();
  if (!files.length) return null;
  return (
    <ul className="mk-files">
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}`} className="mk-row">
          <span>{file.name}</span>
          <button
            type="button"
            className="mk-link-btn mk-link-btn--danger"
            aria-label={t('project.removeFile', { file: file.name })}
            onClick={() => onRemove(index)}
          >
            {t('common.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The acknowledgement after the project is in, with Close: the focus moves to it (the form is gone). */
function Acknowledgement({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const message = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="mk-ack" role="status">
      <p ref={message} className="mk-alert mk-alert--success" tabIndex={-1}>
        {t('form.projectAcknowledged')}
      </p>
      <button type="button" className="mk-btn" onClick={onClose}>
        {t('dialog.close')}
      </button>
    </div>
  );
}

/**
 * The submit-project modal (part 1 §2.21, §4): Summary, Add Link, Upload files (at most 5); states
 * form → loading → acknowledgement 'Your Project has been successfully submitted'. Closing resets it.
 */
export function SubmitProjectModal({
  moduleId,
  project,
  onClose,
  onSubmitted,
}: {
  moduleId: number;
  project: Project | null;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const id = useId();
  const form = useProjectForm(moduleId, project, onClose, onSubmitted);
  const { stage, files, errors } = form;
  const { t, number } = useT();
  return (
    <Modal
      open={project !== null}
      title={project ? t('project.submitTitle', { name: project.name }) : t('project.submit')}
      onClose={form.close}
    >
      {stage === 'done' ? (
        <Acknowledgement onClose={form.close} />
      ) : (
        <form onSubmit={form.submit} noValidate aria-busy={stage === 'loading' || undefined}>
          {errors.form ? (
            <p className="mk-alert mk-alert--error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <Field id={`${id}-summary`} label={t('project.summary')} error={errors.description}>
            <textarea
              id={`${id}-summary`}
              className="mk-input"
              rows={4}
              value={form.description}
              aria-invalid={!!errors.description}
              onChange={(e) => form.setDescription(e.currentTarget.value)}
            />
          </Field>
          <TextField
            id={`${id}-link`}
            label={t('project.addLink')}
            error={errors.link}
            type="url"
            placeholder="https://"
            value={form.link}
            onText={form.setLink}
          />
          <Field
            id={`${id}-files`}
            label={t('project.uploadFiles', { count: number(files.length), max: number(MAX_PROJECT_FILES) })}
            error={errors.documents}
          >
            <input
              id={`${id}-files`}
              className="mk-input"
              type="file"
              multiple
              disabled={!canAddFileRow(files.length)}
              onChange={(e) => {
                form.addFiles(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </Field>
          <PickedFiles files={files} onRemove={form.removeFile} />
          <div className="mk-dialog__foot mk-dialog__foot--inline">
            <DialogButtons
              onCancel={form.close}
              action={t(stage === 'loading' ? 'dialog.submitting' : 'dialog.submit')}
              actionType="submit"
              disabled={stage === 'loading'}
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
