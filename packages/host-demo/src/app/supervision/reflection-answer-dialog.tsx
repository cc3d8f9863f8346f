import type { LearnerModule } from '@modkit/sdk';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import { Modal } from '@modkit/widgets/ui';

/** 'Click to view' (part 2 "Learner View Details"): a module's reflection question and the learner's answer. */
export function ReflectionAnswerDialog({
  record,
  onClose,
}: {
  record: LearnerModule | null;
  onClose(): void;
}) {
  return (
    <Modal open={record !== null} title="Reflection Question" onClose={onClose}>
      {record ? (
        <>
          <p className="reflection-dialog__question">{record.module?.reflection_question}</p>
          <h3>Answer</h3>
          <p>{record.reflection_question_answer?.trim() || EMPTY_STATES.noRecord}</p>
        </>
      ) : null}
    </Modal>
  );
}
