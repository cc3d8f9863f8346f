import type { LearnerModule } from '@modkit/sdk';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import { Modal } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/** 'Click to view' (part 2 "Learner View Details"): a module's reflection question and the learner's answer. */
export function ReflectionAnswerDialog({
  record,
  onClose,
}: {
  record: LearnerModule | null;
  onClose(): void;
}) {
  const { t, wire } = useAppTranslator();
  return (
    <Modal open={record !== null} title={t('reflection.title')} onClose={onClose}>
      {record ? (
        <>
          <p className="reflection-dialog__question">{record.module?.reflection_question}</p>
          <h3>{t('sup.answer')}</h3>
          <p>{record.reflection_question_answer?.trim() || wire(EMPTY_STATES.noRecord)}</p>
        </>
      ) : null}
    </Modal>
  );
}
