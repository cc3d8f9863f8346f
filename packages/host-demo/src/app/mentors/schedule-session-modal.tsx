import { scheduleSession } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { ERROR_TITLES } from '@modkit/sdk/rules';
import { ErrorDialog, Modal } from '@modkit/widgets/ui';
import { useMemo } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ModuleProjectFields } from '../projects/module-project-fields';
import { CancelAndSubmit } from '../ui/cancel-and-submit';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useFormState } from '../ui/use-form-state';
import { useFormSubmit } from '../ui/use-form-submit';
import { localToday, utcOffsetAt } from './local-today';
import {
  newScheduleForm,
  scheduleFormErrors,
  scheduleRequest,
  serverErrorsBeside,
} from './schedule-session-form';
import { ScheduleWhenFields } from './schedule-when-fields';

/** Whom a session is with: a mentor (the learner's form) or a learner (the mentor's form). */
export interface SessionPerson {
  id: number;
  full_name?: string | null;
  email?: string | null;
}

/**
 * The schedule-session modal (part 1 §5, part 2 §5): the mentor (learners) or the learner (mentors, from their
 * learners list of 100), date and time required, module and project optional (learners), notes; dates before today or beyond the future bound are disabled, times come in
 * 15-minute steps (H:mm) and the form's date is DD-MM-YYYY. The rules' texts and the server's field errors
 * sit beside the fields; another failure shows the server message in the 'Error!' modal.
 */
export function ScheduleSessionModal({
  open,
  people,
  side = 'learner',
  onClose,
  onScheduled,
}: {
  open: boolean;
  people: SessionPerson[];
  side?: 'learner' | 'mentor';
  onClose: () => void;
  onScheduled: () => void;
}) {
  const { t } = useAppTranslator();
  return (
    <Modal open={open} title={t('sessions.schedule')} onClose={onClose}>
      {open ? <ScheduleForm people={people} side={side} onClose={onClose} onScheduled={onScheduled} /> : null}
    </Modal>
  );
}

function ScheduleForm({
  people,
  side,
  onClose,
  onScheduled,
}: {
  people: SessionPerson[];
  side: 'learner' | 'mentor';
  onClose: () => void;
  onScheduled: () => void;
}) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const today = useMemo(() => localToday(), []);
  const { values: fields, set, field } = useFormState(() => newScheduleForm(people));
  const { form, errors, busy, submit, failure, closeFailure } = useFormSubmit({
    check: () => scheduleFormErrors(fields, side, today.ymd),
    save: async () => {
      await scheduleSession(client, scheduleRequest(fields, side), utcOffsetAt(fields.date, fields.time));
      onScheduled();
    },
    beside: serverErrorsBeside,
  });

  return (
    <form ref={form} className="schedule-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <SelectField
        label={side === 'learner' ? t('sessions.mentor') : t('sessions.learner')}
        placeholder={side === 'learner' ? t('sessions.selectMentor') : t('sessions.selectLearner')}
        options={people.map((m) => ({ label: m.full_name ?? m.email ?? String(m.id), value: String(m.id) }))}
        {...field('person', errors)}
      />
      <ScheduleWhenFields
        date={fields.date}
        time={fields.time}
        todayYmd={today.ymd}
        errors={errors}
        onChange={set}
      />
      {side === 'learner' ? (
        <ModuleProjectFields
          optional
          moduleId={fields.module_id}
          projectId={fields.project_id}
          errors={{}}
          onModule={(id) => set({ module_id: id, project_id: '' })}
          onProject={(id) => set({ project_id: id })}
        />
      ) : null}
      <TextAreaField label={t('sessions.notes')} rows={3} {...field('description', errors)} />
      <CancelAndSubmit className="schedule-form__buttons" busy={busy} onCancel={onClose}>
        {busy ? t('sessions.scheduling') : t('sessions.scheduleButton')}
      </CancelAndSubmit>
      <ErrorDialog
        title={wire(ERROR_TITLES.errorBang)}
        message={failure === null ? null : wire(failure)}
        onClose={closeFailure}
      />
    </form>
  );
}
