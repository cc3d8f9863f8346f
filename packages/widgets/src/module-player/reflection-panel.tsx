import { type Module, submitReflectionAnswer, type User } from '@modkit/sdk';
import {
  hasProfileBuildingSupport,
  reflectionButtonText,
  reflectionPreview,
  reflectionSubmitBlock,
  showsAnswerBox,
  validateReflectionAnswer,
} from '@modkit/sdk/rules';
import { type FormEvent, useState } from 'react';
import { notifyPointsChanged } from '../runtime/bus';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { roleOf } from '../runtime/profile';
import { useWidgetEnv } from '../runtime/widget-env';
import { write } from '../runtime/writes';
import { contentAttributes } from '../ui/content-language';
import { ErrorDialog } from '../ui/error-dialog';
import { Field } from '../ui/field';
import { useFocusOnMount } from '../ui/focus-on-mount';
import { Modal } from '../ui/modal';
import { UpgradeButton } from './upgrade-button';

/**
 * The answer being written, and its submission: checked first, then sent (points may change); where the host
 * queues writes made offline, one the server cannot take now is kept on the device and sent once.
 */
function useReflectionAnswer(module: Module, onAnswered: () => void) {
  const env = useWidgetEnv();
  const i18n = useT();
  const [answer, setAnswer] = useState(module.HasAssignToUser?.reflection_question_answer ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateReflectionAnswer({ reflection_question_answer: answer });
    const fieldError = errors.reflection_question_answer;
    setFieldError(fieldError ? i18n.wire(fieldError) : null);
    if (errors.reflection_question_answer || !env.client) return;
    setBusy(true);
    const client = env.client;
    const text = answer.trim();
    try {
      const result = await write(
        env,
        { kind: 'reflection', moduleId: module.id, payload: { answer: text } },
        () => submitReflectionAnswer(client, module.id, text),
      );
      if (result.status === 'waiting') return setDone(i18n.t('offline.saved'));
      setDone(i18n.t('success.reflectionSubmitted'));
      notifyPointsChanged();
      onAnswered();
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  };
  return { answer, setAnswer, fieldError, busy, done, failure, clearFailure: () => setFailure(null), submit };
}

/** The answer box: the text area, its error and Submit. */
function AnswerForm({ moduleId, form }: { moduleId: number; form: ReturnType<typeof useReflectionAnswer> }) {
  const { answer, fieldError } = form;
  const { t } = useT();
  return (
    <form onSubmit={form.submit} noValidate>
      <Field
        id={`answer-${moduleId}`}
        label={t('reflection.yourAnswer')}
        error={fieldError}
        errorId={`answer-error-${moduleId}`}
      >
        <textarea
          id={`answer-${moduleId}`}
          className="mk-input"
          rows={5}
          value={answer}
          maxLength={5000}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? `answer-error-${moduleId}` : undefined}
          onChange={(e) => form.setAnswer(e.currentTarget.value)}
        />
      </Field>
      <div className="mk-dialog__foot mk-dialog__foot--inline">
        <button type="submit" className="mk-btn" disabled={form.busy || !answer.trim()}>
          {t('dialog.submit')}
        </button>
      </div>
    </form>
  );
}

/** The answer's success message, in place of the answer box: the focus moves to it (Submit is gone). */
function SubmittedMessage({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} className="mk-alert mk-alert--success" role="status" tabIndex={-1}>
      {text}
    </p>
  );
}

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
  const role = roleOf(profile);
  const pkg = profile.userpackages?.packages;
  const existing = module.HasAssignToUser?.reflection_question_answer ?? '';
  const form = useReflectionAnswer(module, onAnswered);
  const [open, setOpen] = useState(false);
  const { t, wire } = useT();
  if (!module.reflection_question) return null;
  const preview = reflectionPreview(module.reflection_question);
  const block = role === 'STUDENT' ? reflectionSubmitBlock(pkg, !!module.HasAssignToUser) : null;
  const answerBox = showsAnswerBox(role, pkg) && !block;

  return (
    <section className="mk-section mk-reflection" aria-labelledby={`rq-${module.id}`} part="reflection">
      <h3 id={`rq-${module.id}`}>{t('reflection.title')}</h3>
      <p {...contentAttributes(module)}>{preview.text}</p>
      <div className="mk-row">
        {preview.viewMore ? (
          <button type="button" className="mk-link-btn" onClick={() => setOpen(true)}>
            {t('reflection.viewMore')}
          </button>
        ) : null}
        <button type="button" className="mk-btn mk-btn--small" onClick={() => setOpen(true)}>
          {wire(reflectionButtonText(role, !!existing))}
        </button>
      </div>
      <Modal open={open} title={t('reflection.title')} onClose={() => setOpen(false)}>
        <p className="mk-reflection__question" {...contentAttributes(module)}>
          {module.reflection_question}
        </p>
        {form.done ? (
          <SubmittedMessage text={form.done} />
        ) : answerBox ? (
          <AnswerForm moduleId={module.id} form={form} />
        ) : block ? (
          <>
            <p className="mk-alert">{wire(block)}</p>
            {hasProfileBuildingSupport(pkg) ? null : (
              <UpgradeButton feature="reflection" onClick={() => setOpen(false)} />
            )}
          </>
        ) : null}
      </Modal>
      <ErrorDialog message={form.failure} onClose={form.clearFailure} />
    </section>
  );
}
