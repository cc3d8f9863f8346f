import type { ProjectChat } from '@modkit/sdk';
import { canSubmitComment, MISSING_TEXT } from '@modkit/sdk/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';

/** Edit gives the focus to the box that replaces it; Update and Cancel give it back to Edit (WCAG 2.4.3). */
function useEditFocus(editing: boolean) {
  const box = useRef<HTMLTextAreaElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const was = useRef(editing);
  useEffect(() => {
    // Only on a change: a message shown is not one the person acted on.
    if (was.current === editing) return;
    was.current = editing;
    (editing ? box : edit).current?.focus();
  }, [editing]);
  return { box, edit };
}

/**
 * One message of the project chat (part 1 §2.24; part 2 "Mentor project details"): author, time, text and,
 * for the author only, Edit with Update (disabled while empty) and Cancel. A failed edit is silent
 * (part 1 §8). Edit gives the focus to the box that replaces it, Update and Cancel give it back to Edit
 * (WCAG 2.4.3: the control that had it is gone).
 */
export function ChatMessage({
  chat,
  mine,
  onUpdate,
}: {
  chat: ProjectChat;
  mine: boolean;
  onUpdate: (text: string) => Promise<boolean>;
}) {
  const id = useId();
  const { t } = useAppTranslator();
  const dates = useDates();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { box, edit } = useEditFocus(draft !== null);
  const author = chat.user?.full_name || MISSING_TEXT;
  const edited = !!chat.updated_at && !!chat.created_at && chat.updated_at !== chat.created_at;
  const save = async () => {
    if (draft === null || !canSubmitComment(draft)) return;
    setBusy(true);
    const ok = await onUpdate(draft.trim());
    setBusy(false);
    if (ok) setDraft(null);
  };
  return (
    <li className={mine ? 'chat__message chat__message--mine' : 'chat__message'}>
      <p className="chat__meta">
        <span className="chat__author">{mine ? t('projects.you', { author }) : author}</span>
        <time dateTime={chat.created_at ?? undefined}>{dates.dayTime(chat.created_at)}</time>
        {edited ? <span>{t('projects.edited')}</span> : null}
      </p>
      {draft === null ? (
        <p className="chat__text">{chat.comment}</p>
      ) : (
        <div>
          <label htmlFor={`${id}-edit`} className="visually-hidden">
            {t('projects.editComment')}
          </label>
          <textarea
            ref={box}
            id={`${id}-edit`}
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
        </div>
      )}
      {mine ? (
        <div className="chat__actions">
          {draft === null ? (
            <button ref={edit} type="button" className="link-button" onClick={() => setDraft(chat.comment)}>
              {t('projects.edit')}
              <span className="visually-hidden">{t('projects.commentHidden')}</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn"
                disabled={busy || !canSubmitComment(draft)}
                onClick={save}
              >
                {t('discussion.update')}
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => setDraft(null)}>
                {t('dialog.cancel')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
