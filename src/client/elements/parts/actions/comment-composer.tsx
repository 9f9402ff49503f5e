import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { validateComment } from '../../../../shared/validation/discussion.ts';

interface CommentComposerProps {
  label: string;
  placeholder?: string;
  saveText: string;
  cancelText: string;
  initialText?: string;
  onSubmit: (text: string) => void;
  /** Closes a reply or edit box; the top-level box just clears instead. */
  onCancel?: () => void;
}

/** A box to write a comment, reply or edit. Post stays disabled while the text is blank. */
export function CommentComposer({
  label,
  placeholder,
  saveText,
  cancelText,
  initialText = '',
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [text, setText] = useState(initialText);
  // The warning waits until the person has typed, so an untouched box does not scold them.
  const [touched, setTouched] = useState(false);
  const problem = validateComment(text);

  const cancel = () => {
    setText(initialText);
    setTouched(false);
    onCancel?.();
  };

  return (
    <form
      data-slot="comment-composer"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem) return setTouched(true);
        onSubmit(text.trim());
        setText('');
        setTouched(false);
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        aria-invalid={touched && problem !== null}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
        }}
      />
      {touched && problem && <p className="text-sm text-amber-700">{problem}</p>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={problem !== null}>
          {saveText}
        </Button>
        {(onCancel || text !== initialText) && (
          <Button variant="outline" size="sm" onClick={cancel}>
            {cancelText}
          </Button>
        )}
      </div>
    </form>
  );
}
