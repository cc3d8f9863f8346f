import type { CommentReply } from '@modkit/sdk';
import { timeElapsed } from '@modkit/sdk/rules';
import { useState } from 'react';
import { useT, type WidgetTranslator } from '../runtime/i18n';
import { CommentForm } from './comment-form';

export interface CommentItemProps {
  comment: CommentReply;
  now: number;
  canEdit: boolean;
  canDelete: boolean;
  onReply?: ((message: string) => Promise<void>) | undefined;
  onEdit: (message: string) => Promise<void>;
  onDelete: () => void;
  children?: React.ReactNode;
}

/** '3 hours ago', 'a few seconds ago' … in the widget's language. */
function agoText(t: WidgetTranslator['t'], createdAt: string, now: number): string {
  const elapsed = timeElapsed(createdAt, now);
  return elapsed ? t('time.ago', { unit: elapsed.unit, count: elapsed.count }) : t('time.fewSecondsAgo');
}

/** One comment (or reply): author, time, text as plain text, and the actions the viewer may take. */
export function CommentItem({
  comment,
  now,
  canEdit,
  canDelete,
  onReply,
  onEdit,
  onDelete,
  children,
}: CommentItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const { t } = useT();
  const author = comment.user.full_name || t('discussion.learner');
  return (
    <li className="mk-comment" part="comment">
      <div className="mk-comment__head">
        <span className="mk-comment__avatar" aria-hidden="true">
          {author.slice(0, 1).toUpperCase()}
        </span>
        <strong>
          <bdi>{author}</bdi>
        </strong>
        {comment.created_at ? (
          <span className="mk-muted"> · {agoText(t, comment.created_at, now)}</span>
        ) : null}
      </div>
      {mode === 'edit' ? (
        <CommentForm
          label={t('discussion.edit')}
          submitText={t('discussion.update')}
          initial={comment.message}
          autoFocus
          onSubmit={async (message) => {
            await onEdit(message);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <p className="mk-comment__text" dir="auto">
          {comment.message}
        </p>
      )}
      {mode === 'view' ? (
        <div className="mk-row mk-comment__actions">
          {onReply ? (
            <button type="button" className="mk-link-btn" onClick={() => setMode('reply')}>
              {t('discussion.reply')}
            </button>
          ) : null}
          {canEdit ? (
            <button type="button" className="mk-link-btn" onClick={() => setMode('edit')}>
              {t('discussion.editAction')}
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className="mk-link-btn mk-link-btn--danger" onClick={onDelete}>
              {t('discussion.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'reply' && onReply ? (
        <CommentForm
          label={t('discussion.replyTo', { author })}
          submitText={t('discussion.reply')}
          autoFocus
          onSubmit={async (message) => {
            await onReply(message);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {children}
    </li>
  );
}
