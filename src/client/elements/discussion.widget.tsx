import { useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast.tsx';
import { sameAnswer } from '../../shared/machines/form/answer-value.ts';
import { problemMessage } from '../../shared/machines/form/problem-message.ts';
import type { Comment } from '../../shared/generated/types.gen.ts';
import { DEFAULT_BUTTON_TEXT, DISCUSSION_DEFAULT_COLOURS } from '../../shared/validation/default-texts.ts';
import type { ElementWidget } from './element-widget.ts';
import { CommentComposer } from './parts/actions/comment-composer.tsx';
import { CommentItem, type ThreadSettings } from './parts/actions/comment-item.tsx';
import { appendComment, authorColours, countComments, editComment } from './parts/actions/comment-tree.ts';
import { useLatest } from './parts/actions/use-latest.ts';

let temporaryIds = 0;

/**
 * A thread of comments and replies. A post shows at once and is then submitted; the server's thread replaces it
 * when it answers, or the post is taken back with the reason when it fails.
 */
export const DiscussionWidget: ElementWidget<'Discussion'> = ({
  id,
  element,
  value,
  readOnly,
  repeatableGroupGuid,
  services,
}) => {
  const p = element.properties;
  // Local changes hold only while the answer they were made on is current; a different answer (another person's
  // comment arriving) wins. Compared by content, as the renderer may parse the same answer afresh.
  const [local, setLocal] = useState<{ base: Comment[] | null; list: Comment[] } | null>(null);
  const comments = local && sameAnswer(local.base, value) ? local.list : (value ?? []);
  const latestValue = useLatest(value);
  const [collapsed, setCollapsed] = useState(p.startCollapsed === true);

  const submit: ThreadSettings['onSubmit'] = (payload) => {
    const now = new Date().toISOString();
    const before = comments;
    const { loginName, userGuid } = services.currentUser;
    // Temporary ids start with 'new' (spec 9) until the server's thread gives the real ones.
    const draft: Comment = {
      id: `new-${++temporaryIds}`,
      authorName: loginName,
      authorGuid: userGuid,
      text: payload.text,
      createdAt: now,
      replies: [],
    };
    const optimistic =
      payload.id === null
        ? appendComment(before, draft, payload.replyTo)
        : editComment(before, payload.id, payload.text, now);
    setLocal({ base: value, list: optimistic });
    services.submitComment(element, repeatableGroupGuid, payload).then(
      (saved) => setLocal({ base: latestValue.current, list: saved }),
      (error: unknown) => {
        setLocal({ base: latestValue.current, list: before });
        toast.error(problemMessage(error));
      },
    );
  };

  const palette = p.colors && p.colors.length > 0 ? p.colors : DISCUSSION_DEFAULT_COLOURS;
  const thread: ThreadSettings = {
    userGuid: services.currentUser.userGuid,
    readOnly,
    colours: authorColours(comments, palette),
    placeholder: p.placeholder ?? undefined,
    saveText: p.saveButtonText?.trim() || DEFAULT_BUTTON_TEXT.post,
    cancelText: p.cancelButtonText?.trim() || DEFAULT_BUTTON_TEXT.cancel,
    onSubmit: submit,
  };
  const count = countComments(comments);

  return (
    <div id={id} data-slot="discussion-element" className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? <ChevronRightIcon /> : <ChevronDownIcon />}
        {collapsed ? `Show comments (${count})` : `Hide comments (${count})`}
      </Button>
      {!collapsed && (
        <>
          {count > 0 && (
            <ul
              className="flex flex-col gap-2 overflow-y-auto"
              style={p.maxHeight ? { maxHeight: p.maxHeight } : undefined}
            >
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} depth={0} thread={thread} />
              ))}
            </ul>
          )}
          {!readOnly && (
            <CommentComposer
              label="New comment"
              placeholder={thread.placeholder}
              saveText={thread.saveText}
              cancelText={thread.cancelText}
              onSubmit={(text) => submit({ id: null, text, replyTo: null })}
            />
          )}
        </>
      )}
    </div>
  );
};
