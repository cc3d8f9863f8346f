import {
  addComment,
  type Client,
  type Comment,
  type CommentReply,
  deleteComment,
  getComments,
  type User,
  updateComment,
} from '@modkit/sdk';
import { useEffect, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { loadProfile, roleOf } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { write } from '../runtime/writes';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorDialog } from '../ui/error-dialog';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { useNotify } from '../ui/toasts';
import { CommentForm } from './comment-form';
import { CommentItem, type CommentItemProps } from './comment-item';

/** Who may delete a comment (part 1 §2.26): admins and super admins. */
const DELETERS = new Set(['ADMIN', 'SUPER_ADMIN']);

/**
 * What a user does to the comments: add (a failure in the 'Error' modal, and `modkit:error`), edit and
 * delete (the comment asked about first; both fail silently); the list reloads after each.
 */
function useCommentActions(client: Client, moduleId: number, reload: () => void) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const i18n = useT();
  const { t } = i18n;
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentReply | null>(null);
  const [waiting, setWaiting] = useState<string[]>([]);
  const add = async (message: string, parentId?: number) => {
    const payload = { message, ...(parentId ? { parent_id: parentId } : {}) };
    try {
      const result = await write(env, { kind: 'comment', moduleId, payload }, () =>
        addComment(client, { module_id: moduleId, ...payload }),
      );
      if (result.status === 'waiting') {
        setWaiting((list) => [...list, message.trim()]);
        return notify(t('offline.saved'), 'info');
      }
      notify(t(parentId ? 'notice.replyPosted' : 'notice.commentPosted'));
      reload();
    } catch (error) {
      setFailure(errorMessage(error, i18n));
      env.emit('modkit:error', { message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  const edit = async (id: number, message: string) => {
    try {
      await updateComment(client, id, message);
      notify(t('notice.commentUpdated'));
    } finally {
      reload();
    }
  };
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    const deleted = await deleteComment(client, target.id).then(
      () => true,
      () => false,
    );
    if (deleted) notify(t('notice.commentDeleted'));
    reload();
  };
  return { add, edit, remove, deleting, setDeleting, failure, clearFailure: () => setFailure(null), waiting };
}

/** Comments kept on the device until the server can be reached (they are sent once, then listed). */
function WaitingComments({ messages }: { messages: string[] }) {
  const { t } = useT();
  if (messages.length === 0) return null;
  return (
    <ul className="mk-comments mk-comments--waiting">
      {messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in order
        <li key={index} className="mk-comment">
          <p className="mk-comment__text" dir="auto">
            {message}
          </p>
          <p className="mk-muted">{t('offline.waitingComment')}</p>
        </li>
      ))}
    </ul>
  );
}

/** The comments, each with its replies under it. */
function CommentList({
  comments,
  busy,
  itemProps,
  onReply,
}: {
  comments: Comment[];
  busy: boolean;
  itemProps: (comment: CommentReply) => CommentItemProps;
  onReply: (message: string, parentId: number) => Promise<void>;
}) {
  const { t } = useT();
  if (comments.length === 0) return <EmptyState text={t('empty.noRecord')} />;
  return (
    <ul className="mk-comments" aria-busy={busy || undefined}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          {...itemProps(comment)}
          onReply={(message) => onReply(message, comment.id)}
        >
          {comment.replies?.length ? (
            <ul className="mk-comments mk-comments--replies">
              {comment.replies.map((reply) => (
                <CommentItem key={reply.id} {...itemProps(reply)} />
              ))}
            </ul>
          ) : null}
        </CommentItem>
      ))}
    </ul>
  );
}

/** The loaded discussion: the title with the count, the form, the comments and the dialogs. */
function DiscussionThread({
  client,
  moduleId,
  loaded,
  busy,
  reload,
}: {
  client: Client;
  moduleId: number;
  loaded: { profile: User; comments: Comment[]; total: number };
  busy: boolean;
  reload: () => void;
}) {
  const env = useWidgetEnv();
  const { t, number } = useT();
  const { add, edit, remove, deleting, setDeleting, failure, clearFailure, waiting } = useCommentActions(
    client,
    moduleId,
    reload,
  );
  const { profile, comments, total } = loaded;
  const canDelete = DELETERS.has(roleOf(profile));
  const itemProps = (comment: CommentReply) => ({
    comment,
    now: env.now(),
    canEdit: comment.user.id === profile.id,
    canDelete,
    onEdit: (message: string) => edit(comment.id, message),
    onDelete: () => setDeleting(comment),
  });

  return (
    <section className="mk-discussion" aria-labelledby={`mk-discussion-${moduleId}`}>
      <h2 id={`mk-discussion-${moduleId}`}>
        {t('discussion.title')} <span className="mk-muted">({number(total)})</span>
      </h2>
      <CommentForm
        label={t('discussion.add')}
        submitText={t('discussion.post')}
        onSubmit={(message) => add(message)}
      />
      <WaitingComments messages={waiting} />
      <CommentList comments={comments} busy={busy} itemProps={itemProps} onReply={add} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('discussion.deleteTitle')}
        message={t('discussion.deleteConfirm')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
      <ErrorDialog message={failure} onClose={clearFailure} />
    </section>
  );
}

/**
 * The discussion under a module (part 1 §2.26): add, reply, edit own, delete for admins after a Yes/No
 * confirm; the list reloads after each change. Add failures show the server's message in the 'Error'
 * modal; edit and delete fail silently, as the spec says.
 */
export function Discussion({ moduleId }: { moduleId: number | undefined }) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client;
  const data = useResource(async () => {
    if (!client || !moduleId) return null;
    const [profile, comments] = await Promise.all([loadProfile(client), getComments(client, moduleId)]);
    return { profile, comments: comments.results, total: comments.total };
  }, [client, moduleId]);

  useEffect(() => {
    if (data.status === 'ready') env.emit('modkit:ready', { moduleId, comments: data.data?.total ?? 0 });
  }, [data.status, data.data, moduleId, env]);

  if (!client) return <SignInState />;
  if (!moduleId) return <EmptyState text={t('empty.noRecord')} />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('discussion.loading')} />;
  return (
    <DiscussionThread
      client={client}
      moduleId={moduleId}
      loaded={data.data}
      busy={data.status === 'loading'}
      reload={data.reload}
    />
  );
}

export const DISCUSSION_CSS = `
.mk-discussion{padding:1em;display:flex;flex-direction:column;gap:.75em}
.mk-comment-form{display:flex;flex-direction:column;gap:.5em}
.mk-comment-form__actions{justify-content:flex-end}
.mk-comments{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75em}
.mk-comments--replies{margin-block-start:.5em;margin-inline-start:1.5em;padding-inline-start:.75em;border-inline-start:2px solid var(--mk-border)}
.mk-comment__head{display:flex;align-items:center;gap:.5em}
.mk-comment__avatar{display:inline-grid;place-items:center;width:2em;height:2em;border-radius:50%;background:var(--mk-subtle);font-weight:700}
.mk-comment__text{margin:.35em 0;white-space:pre-wrap;overflow-wrap:anywhere}
.mk-comments--waiting .mk-comment{padding:.5em .75em;border:1px dashed var(--mk-border);border-radius:var(--mk-radius,8px)}
`;
