import { ApiError, scheduleSession } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  ERROR_TITLES,
  isSessionDateAllowed,
  sessionDateBounds,
  sessionTimeOptionsOn,
  toSessionFormDate,
  validateScheduleSession,
} from '@modkit/sdk/rules';
import { ErrorDialog, errorMessage, Modal } from '@modkit/widgets/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { TextField } from '../login/text-field';
import { ModuleProjectFields } from '../projects/module-project-fields';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { localToday, utcOffsetAt } from './local-today';
import { MY_SESSIONS_TEXTS } from './session-texts';

/** Whom a session is with: a mentor (the learner's form) or a learner (the mentor's form). */
export interface SessionPerson {
  id: number;
  full_name?: string | null;
  email?: string | null;
}

/** Server field errors shown beside a field (scheduled_on belongs to the time). */
const FIELD_OF: Record<string, string> = {
  mentor_id: 'person',
  learner_id: 'person',
  date: 'date',
  time: 'time',
  scheduled_on: 'time',
  description: 'description',
};

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
  return (
    <Modal open={open} title={MY_SESSIONS_TEXTS.schedule} onClose={onClose}>
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
  const form = useRef<HTMLFormElement>(null);
  const today = useMemo(() => localToday(), []);
  const bounds = sessionDateBounds(today.ymd);
  const [fields, setFields] = useState({
    person: people.length === 1 ? String(people[0]!.id) : '',
    date: '',
    time: '',
    module_id: '',
    project_id: '',
    description: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);
  const set = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }));
  const times = sessionTimeOptionsOn(fields.date, today.ymd, localToday().minutes);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const date = toSessionFormDate(fields.date);
    const personField = side === 'learner' ? 'mentor_id' : 'learner_id';
    const found = validateScheduleSession(
      { ...fields, [personField]: fields.person, date },
      side === 'learner' ? 'learner' : 'mentor',
    );
    if (found[personField]) {
      found.person = found[personField]!;
      delete found[personField];
    }
    if (!found.date && !isSessionDateAllowed(fields.date, today.ymd))
      found.date = MY_SESSIONS_TEXTS.dateOutOfBounds;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await scheduleSession(
        client,
        {
          [personField]: Number(fields.person),
          date,
          time: fields.time,
          ...(fields.module_id ? { module_id: Number(fields.module_id) } : {}),
          ...(fields.project_id ? { project_id: Number(fields.project_id) } : {}),
          ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
        },
        utcOffsetAt(fields.date, fields.time),
      );
      onScheduled();
    } catch (error) {
      const server = error instanceof ApiError ? error.fieldErrors : {};
      const beside: Record<string, string> = {};
      for (const [name, message] of Object.entries(server))
        if (FIELD_OF[name] && !beside[FIELD_OF[name]]) beside[FIELD_OF[name]] = message;
      setErrors(beside);
      if (!Object.keys(beside).length) setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="schedule-form" onSubmit={submit} noValidate aria-busy={busy}>
      <SelectField
        label={side === 'learner' ? 'Mentor' : 'Learner'}
        placeholder={side === 'learner' ? 'Select a mentor' : 'Select a learner'}
        options={people.map((m) => ({ label: m.full_name ?? m.email ?? String(m.id), value: String(m.id) }))}
        value={fields.person}
        error={errors.person}
        onChange={(e) => set({ person: e.currentTarget.value })}
      />
      <div className="field-row schedule-form__when">
        <TextField
          label="Date"
          type="date"
          min={bounds?.min}
          max={bounds?.max}
          value={fields.date}
          hint={fields.date ? `Chosen date: ${toSessionFormDate(fields.date) || fields.date}` : undefined}
          error={errors.date}
          onChange={(e) => set({ date: e.currentTarget.value, time: '' })}
        />
        <SelectField
          label="Time"
          placeholder="Select a time"
          options={times.map((t) => ({ label: t, value: t }))}
          value={times.includes(fields.time) ? fields.time : ''}
          error={errors.time}
          onChange={(e) => set({ time: e.currentTarget.value })}
        />
      </div>
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
      <TextAreaField
        label="Notes (optional)"
        rows={3}
        value={fields.description}
        error={errors.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <div className="schedule-form__buttons">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Scheduling…' : 'Schedule'}
        </button>
      </div>
      <ErrorDialog title={ERROR_TITLES.errorBang} message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
