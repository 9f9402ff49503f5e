import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateDisplay } from '../../../../shared/format/date-format.ts';
import type { Comment } from '../../../../shared/generated/types.gen.ts';
import { canEditComment, canReplyAtDepth } from '../../../../shared/validation/discussion.ts';
import { CommentComposer } from './comment-composer.tsx';

/** What every comment of a thread shares. */
export interface ThreadSettings {
  userGuid: string;
  readOnly: boolean;
  colours: ReadonlyMap<string, string>;
  placeholder?: string;
  saveText: string;
  cancelText: string;
  onSubmit: (payload: { id: string | null; text: string; replyTo: string | null }) => void;
}

interface CommentItemProps {
  comment: Comment;
  /** 0 for a top-level comment. */
  depth: number;
  thread: ThreadSettings;
}

/** One comment with its replies; Reply stops at the depth limit and Edit shows only to the author. */
export function CommentItem({ comment, depth, thread }: CommentItemProps) {
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const colour = thread.colours.get(comment.authorGuid.toLowerCase());
  const canReply = !thread.readOnly && canReplyAtDepth(depth);
  const canEdit = !thread.readOnly && canEditComment(comment, thread.userGuid);
  const close = () => setMode('view');

  return (
    <li data-slot="comment" data-depth={depth} className="flex flex-col gap-2">
      <article className="rounded-md border-l-4 bg-muted/40 p-2 text-sm" style={{ borderLeftColor: colour }}>
        <header className="flex flex-wrap items-baseline gap-2">
          <span className="font-medium">{comment.authorName}</span>
          <span className="text-xs text-muted-foreground">
            {formatDateDisplay(comment.createdAt, 'date-time')}
          </span>
          {comment.editedAt && (
            <span className="text-xs text-muted-foreground">
              (edited) {formatDateDisplay(comment.editedAt, 'date-time')}
            </span>
          )}
        </header>
        {mode === 'edit' ? (
          <CommentComposer
            label="Edit comment"
            saveText={thread.saveText}
            cancelText={thread.cancelText}
            initialText={comment.text}
            onCancel={close}
            onSubmit={(text) => {
              close();
              thread.onSubmit({ id: comment.id, text, replyTo: null });
            }}
          />
        ) : (
          <p className="whitespace-pre-wrap">{comment.text}</p>
        )}
        {mode === 'view' && (canReply || canEdit) && (
          <div className="flex gap-1">
            {canReply && (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setMode('reply')}>
                Reply
              </Button>
            )}
            {canEdit && (
              <Button variant="link" size="sm" className="h-auto px-2" onClick={() => setMode('edit')}>
                Edit
              </Button>
            )}
          </div>
        )}
      </article>
      {mode === 'reply' && (
        <CommentComposer
          label={`Reply to ${comment.authorName}`}
          placeholder={thread.placeholder}
          saveText={thread.saveText}
          cancelText={thread.cancelText}
          onCancel={close}
          onSubmit={(text) => {
            close();
            thread.onSubmit({ id: null, text, replyTo: comment.id });
          }}
        />
      )}
      {comment.replies && comment.replies.length > 0 && (
        <ul className="ml-6 flex flex-col gap-2">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} depth={depth + 1} thread={thread} />
          ))}
        </ul>
      )}
    </li>
  );
}
