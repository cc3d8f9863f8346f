import { addProjectChat, type ProjectChat as Chat, getProjectChats, updateProjectChat } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { canSubmitComment } from '@modkit/sdk/rules';
import { ErrorDialog, errorMessage, LoadingState } from '@modkit/widgets/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ChatMessage } from './chat-message';
import './project-chat.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The new message's box and its sending: trimmed, then the conversation read again; the box has the focus
 * back once sent (Send is disabled while the box is empty: WCAG 2.4.3).
 */
function useNewMessage(userProjectId: number, reload: () => void, fail: (message: string) => void) {
  const client = useClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitComment(text)) return;
    setBusy(true);
    try {
      await addProjectChat(client, userProjectId, text.trim());
      setText('');
      box.current?.focus();
      reload();
    } catch (error) {
      fail(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { text, setText, busy, box, send };
}

/**
 * The project's chat with the mentor (part 1 §2.24 "comments with replies and edits"; part 2 "Mentor project
 * details"): the conversation in order, a trimmed new comment (Send disabled while empty), edits of one's own
 * comments. Load and add failures show the server message in the 'Error' modal (part 1 §8).
 */
export function ProjectChat({
  userProjectId,
  userId,
}: {
  userProjectId: number;
  userId: number | undefined;
}) {
  const client = useClient();
  const id = useId();
  const { t, wire } = useAppTranslator();
  const chats = useResource(() => getProjectChats(client, userProjectId), [client, userProjectId]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (chats.status === 'error') setFailure(errorMessage(chats.error));
  }, [chats.status, chats.error]);
  const { text, setText, busy, box, send } = useNewMessage(userProjectId, chats.reload, setFailure);
  const update = async (chat: Chat, next: string) => {
    try {
      await updateProjectChat(client, chat.id, next);
      chats.reload();
      return true;
    } catch {
      return false;
    }
  };
  const list = chats.data?.results ?? [];
  return (
    <section className="project-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('projects.comments')}</h2>
      {chats.status === 'loading' && !chats.data ? <LoadingState /> : null}
      {chats.status === 'error' && !chats.data ? (
        <button type="button" className="btn btn--secondary" onClick={chats.reload}>
          {t('state.retry')}
        </button>
      ) : null}
      {chats.data && !list.length ? <p>{t('projects.noComments')}</p> : null}
      {list.length ? (
        <ol className="chat" aria-label={t('projects.conversation')}>
          {list.map((chat) => (
            <ChatMessage
              // By its id only: an edited message stays the same element, its Edit keeps the focus (WCAG 2.4.3).
              key={chat.id}
              chat={chat}
              mine={(chat.user?.id ?? chat.user_id) === userId}
              onUpdate={(next) => update(chat, next)}
            />
          ))}
        </ol>
      ) : null}
      <form className="chat__form" onSubmit={send}>
        <label htmlFor={`${id}-new`} className="chat__label">
          {t('discussion.add')}
        </label>
        <textarea
          ref={box}
          id={`${id}-new`}
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <div className="chat__actions">
          <button type="submit" className="btn" disabled={busy || !canSubmitComment(text)}>
            {t('projects.send')}
          </button>
        </div>
      </form>
      <ErrorDialog message={failure === null ? null : wire(failure)} onClose={() => setFailure(null)} />
    </section>
  );
}
