import { type Project, submitModuleProject } from '@modkit/sdk';
import {
  canAddFileRow,
  fileUploadText,
  MAX_PROJECT_FILES,
  MODULE_FORM_MESSAGES,
  validateProjectModal,
} from '@modkit/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { notifyPointsChanged } from '../runtime/bus';
import { errorMessage } from '../runtime/error-message';
import { useWidgetEnv } from '../runtime/widget-env';
import { DialogButtons } from '../ui/dialog-buttons';
import { Field } from '../ui/field';
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
    setErrors(found);
    if (Object.keys(found).length || !project || !env.client) return;
    setStage('loading');
    try {
      await submitModuleProject(env.client, moduleId, project.id, {
        description: description.trim(),
        ...(link.trim() ? { link: link.trim() } : {}),
        documents: files,
      });
      setStage('done');
      for (const file of files) notify(fileUploadText(file.name, true));
      notifyPointsChanged();
      onSubmitted();
    } catch (error) {
      for (const file of files) notify(fileUploadText(file.name, false), 'error');
      setErrors({
        form: errorMessage(error),
        ...((error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}),
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
      setErrors((e) => ({ ...e, documents: MODULE_FORM_MESSAGES.files }));
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
  if (!files.length) return null;
  return (
    <ul className="mk-files">
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}`} className="mk-row">
          <span>{file.name}</span>
          <button
            type="button"
            className="mk-link-btn mk-link-btn--danger"
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(index)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The acknowledgement after the project is in, with Close. */
function Acknowledgement({ onClose }: { onClose: () => void }) {
  return (
    <div className="mk-ack" role="status">
      <p className="mk-alert mk-alert--success">{MODULE_FORM_MESSAGES.projectAcknowledged}</p>
      <button type="button" className="mk-btn" onClick={onClose}>
        Close
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
  return (
    <Modal
      open={project !== null}
      title={project ? `Submit Project: ${project.name}` : 'Submit Project'}
      onClose={form.close}
    >
      {stage === 'done' ? (
        <Acknowledgement onClose={form.close} />
      ) : (
        <form onSubmit={form.submit} noValidate aria-busy={stage === 'loading'}>
          {errors.form ? (
            <p className="mk-alert mk-alert--error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <Field id={`${id}-summary`} label="Summary" error={errors.description}>
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
            label="Add Link"
            error={errors.link}
            type="url"
            placeholder="https://"
            value={form.link}
            onText={form.setLink}
          />
          <Field
            id={`${id}-files`}
            label={`Upload files (${files.length}/${MAX_PROJECT_FILES})`}
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
              action={stage === 'loading' ? 'Submitting…' : 'Submit'}
              actionType="submit"
              disabled={stage === 'loading'}
            />
          </div>
        </form>
      )}
    </Modal>
  );
}
