import type { ProjectChat } from '@modkit/sdk';
import { canSubmitComment, MISSING_TEXT } from '@modkit/sdk/rules';
import { useId, useState } from 'react';
import { formatDateTime } from './format-date';

/**
 * One message of the project chat (part 1 §2.24; part 2 "Mentor project details"): author, time, text and,
 * for the author only, Edit with Update (disabled while empty) and Cancel. A failed edit is silent (§8).
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
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
        <span className="chat__author">{mine ? `${author} (you)` : author}</span>
        <time dateTime={chat.created_at ?? undefined}>{formatDateTime(chat.created_at)}</time>
        {edited ? <span>edited</span> : null}
      </p>
      {draft === null ? (
        <p className="chat__text">{chat.comment}</p>
      ) : (
        <div>
          <label htmlFor={`${id}-edit`} className="visually-hidden">
            Edit comment
          </label>
          <textarea
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
            <button type="button" className="link-button" onClick={() => setDraft(chat.comment)}>
              Edit<span className="visually-hidden"> comment</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn"
                disabled={busy || !canSubmitComment(draft)}
                onClick={save}
              >
                Update
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => setDraft(null)}>
                Cancel
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
