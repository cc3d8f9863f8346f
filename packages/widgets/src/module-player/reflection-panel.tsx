import { type Module, submitReflectionAnswer, type User } from '@modkit/sdk';
import {
  hasProfileBuildingSupport,
  reflectionButtonText,
  reflectionPreview,
  reflectionSubmitBlock,
  SUCCESS_MESSAGES,
  showsAnswerBox,
  validateReflectionAnswer,
} from '@modkit/sdk/rules';
import { type FormEvent, useState } from 'react';
import { notifyPointsChanged } from '../runtime/bus';
import { errorMessage } from '../runtime/error-message';
import { roleOf } from '../runtime/profile';
import { useWidgetEnv } from '../runtime/widget-env';
import { ErrorDialog } from '../ui/error-dialog';
import { Modal } from '../ui/modal';
import { UpgradeButton } from './upgrade-button';

/**
 * The reflection question (part 1 §2.27): a preview cut to 160 characters with 'View More', a button
 * whose text depends on role and answer, and a modal with the answer box for learners who may submit.
 */
export function ReflectionPanel({
  module,
  profile,
  onAnswered,
}: {
  module: Module;
  profile: User;
  onAnswered: () => void;
}) {
  const env = useWidgetEnv();
  const role = roleOf(profile);
  const pkg = profile.userpackages?.packages;
  const existing = module.HasAssignToUser?.reflection_question_answer ?? '';
  const [answer, setAnswer] = useState(existing);
  const [open, setOpen] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!module.reflection_question) return null;
  const preview = reflectionPreview(module.reflection_question);
  const block = role === 'STUDENT' ? reflectionSubmitBlock(pkg, !!module.HasAssignToUser) : null;
  const answerBox = showsAnswerBox(role, pkg) && !block;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateReflectionAnswer({ reflection_question_answer: answer });
    setFieldError(errors.reflection_question_answer ?? null);
    if (errors.reflection_question_answer || !env.client) return;
    setBusy(true);
    try {
      await submitReflectionAnswer(env.client, module.id, answer.trim());
      setDone(SUCCESS_MESSAGES.reflectionSubmitted);
      notifyPointsChanged();
      onAnswered();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mk-section mk-reflection" aria-labelledby={`rq-${module.id}`} part="reflection">
      <h3 id={`rq-${module.id}`}>Reflection Question</h3>
      <p>{preview.text}</p>
      <div className="mk-row">
        {preview.viewMore ? (
          <button type="button" className="mk-link-btn" onClick={() => setOpen(true)}>
            View More
          </button>
        ) : null}
        <button type="button" className="mk-btn mk-btn--small" onClick={() => setOpen(true)}>
          {reflectionButtonText(role, !!existing)}
        </button>
      </div>
      <Modal open={open} title="Reflection Question" onClose={() => setOpen(false)}>
        <p className="mk-reflection__question">{module.reflection_question}</p>
        {done ? (
          <p className="mk-alert mk-alert--success" role="status">
            {done}
          </p>
        ) : answerBox ? (
          <form onSubmit={submit} noValidate>
            <label className="mk-label" htmlFor={`answer-${module.id}`}>
              Your answer
            </label>
            <textarea
              id={`answer-${module.id}`}
              className="mk-input"
              rows={5}
              value={answer}
              maxLength={5000}
              aria-invalid={!!fieldError}
              aria-describedby={fieldError ? `answer-error-${module.id}` : undefined}
              onChange={(e) => setAnswer(e.currentTarget.value)}
            />
            {fieldError ? (
              <p className="mk-field-error" id={`answer-error-${module.id}`}>
                {fieldError}
              </p>
            ) : null}
            <div className="mk-dialog__foot mk-dialog__foot--inline">
              <button type="submit" className="mk-btn" disabled={busy || !answer.trim()}>
                Submit
              </button>
            </div>
          </form>
        ) : block ? (
          <>
            <p className="mk-alert">{block}</p>
            {hasProfileBuildingSupport(pkg) ? null : (
              <UpgradeButton feature="reflection" onClick={() => setOpen(false)} />
            )}
          </>
        ) : null}
      </Modal>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
