import type { CommentReply } from '@modkit/sdk';
import { timeAgo } from '@modkit/sdk/rules';
import { useState } from 'react';
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
  const author = comment.user.full_name || 'Learner';
  return (
    <li className="mk-comment" part="comment">
      <div className="mk-comment__head">
        <span className="mk-comment__avatar" aria-hidden="true">
          {author.slice(0, 1).toUpperCase()}
        </span>
        <strong>{author}</strong>
        {comment.created_at ? <span className="mk-muted"> · {timeAgo(comment.created_at, now)}</span> : null}
      </div>
      {mode === 'edit' ? (
        <CommentForm
          label="Edit your comment"
          submitText="Update"
          initial={comment.message}
          autoFocus
          onSubmit={async (message) => {
            await onEdit(message);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <p className="mk-comment__text">{comment.message}</p>
      )}
      {mode === 'view' ? (
        <div className="mk-row mk-comment__actions">
          {onReply ? (
            <button type="button" className="mk-link-btn" onClick={() => setMode('reply')}>
              Reply
            </button>
          ) : null}
          {canEdit ? (
            <button type="button" className="mk-link-btn" onClick={() => setMode('edit')}>
              Edit
            </button>
          ) : null}
          {canDelete ? (
            <button type="button" className="mk-link-btn mk-link-btn--danger" onClick={onDelete}>
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'reply' && onReply ? (
        <CommentForm
          label={`Reply to ${author}`}
          submitText="Reply"
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
