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
import { Modal } from '../ui/modal';
import { useNotify } from '../ui/toasts';

type Stage = 'form' | 'loading' | 'done';

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
  const env = useWidgetEnv();
  const notify = useNotify();
  const id = useId();
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
  return (
    <Modal
      open={project !== null}
      title={project ? `Submit Project: ${project.name}` : 'Submit Project'}
      onClose={close}
    >
      {stage === 'done' ? (
        <div className="mk-ack" role="status">
          <p className="mk-alert mk-alert--success">{MODULE_FORM_MESSAGES.projectAcknowledged}</p>
          <button type="button" className="mk-btn" onClick={close}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={stage === 'loading'}>
          {errors.form ? (
            <p className="mk-alert mk-alert--error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <label className="mk-label" htmlFor={`${id}-summary`}>
            Summary
          </label>
          <textarea
            id={`${id}-summary`}
            className="mk-input"
            rows={4}
            value={description}
            aria-invalid={!!errors.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          {errors.description ? <p className="mk-field-error">{errors.description}</p> : null}
          <label className="mk-label" htmlFor={`${id}-link`}>
            Add Link
          </label>
          <input
            id={`${id}-link`}
            className="mk-input"
            type="url"
            placeholder="https://"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
          />
          {errors.link ? <p className="mk-field-error">{errors.link}</p> : null}
          <label className="mk-label" htmlFor={`${id}-files`}>
            Upload files ({files.length}/{MAX_PROJECT_FILES})
          </label>
          <input
            id={`${id}-files`}
            className="mk-input"
            type="file"
            multiple
            disabled={!canAddFileRow(files.length)}
            onChange={(e) => {
              addFiles(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
          {errors.documents ? <p className="mk-field-error">{errors.documents}</p> : null}
          {files.length ? (
            <ul className="mk-files">
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="mk-row">
                  <span>{file.name}</span>
                  <button
                    type="button"
                    className="mk-link-btn mk-link-btn--danger"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles(files.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mk-dialog__foot mk-dialog__foot--inline">
            <button type="button" className="mk-btn mk-btn--ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="mk-btn" disabled={stage === 'loading'}>
              {stage === 'loading' ? 'Submitting…' : 'Submit'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
