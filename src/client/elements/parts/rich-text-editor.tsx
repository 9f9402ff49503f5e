import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

interface RichTextEditorProps {
  id: string;
  /** The HTML to show; taken into the editor only while it does not have focus. */
  html: string;
  toolbar: readonly string[];
  placeholder?: string;
  invalid: boolean;
  describedBy?: string;
  onInput: (html: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

// Defined once: the editor compares its options on every render and would reconfigure itself for a new
// (if equal) extension list. Headings are limited to the one level the toolbar makes and answers style.
const EXTENSIONS = [StarterKit.configure({ heading: { levels: [2] }, link: { openOnClick: false } })];

const CONTENT_CLASS =
  'min-h-24 px-3 py-2 text-sm outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:underline [&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1 [&_hr]:my-2';

/** Attributes of the editable element: the id is what the question's <label htmlFor> points at. */
function contentAttributes(
  id: string,
  invalid: boolean,
  describedBy?: string,
  placeholder?: string,
  label?: string,
) {
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    class: CONTENT_CLASS,
  };
  // Absent rather than "false"/empty, matching how React leaves out undefined attributes elsewhere.
  if (label) attributes['aria-label'] = label;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (placeholder) attributes['aria-placeholder'] = placeholder;
  return attributes;
}

/**
 * A <label for> names and focuses only form controls, not an editable div, so the question's label is
 * given both jobs here: its text becomes the editor's accessible name and a click on it focuses the editor.
 */
function useLabelText(id: string) {
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    const element = [...document.querySelectorAll('label')].find((candidate) => candidate.htmlFor === id);
    setLabel(element?.textContent?.trim() || undefined);
  }, [id]);
  return label;
}

function useLabelFocuses(id: string, editor: Editor) {
  useEffect(() => {
    const click = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('label')?.htmlFor === id)
        editor.commands.focus();
    };
    document.addEventListener('click', click);
    return () => document.removeEventListener('click', click);
  }, [id, editor]);
}

/**
 * An editable HTML area with a formatting toolbar, built on TipTap. The editor owns its document while
 * focused; outside changes are written into it only when it is not, so the caret and the undo history
 * survive the renderer handing the saved value back. Whatever markup a paste produces is sanitised by the
 * server when the answer is saved.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, html, invalid, describedBy, placeholder } = props;
  // Later values of html arrive through the effect below, which respects focus; this is only the start.
  const [initialContent] = useState(html);
  const label = useLabelText(id);
  // Memoised so the editor's per-render options comparison sees the same object until an attribute changes.
  const editorProps = useMemo(
    () => ({ attributes: contentAttributes(id, invalid, describedBy, placeholder, label) }),
    [id, invalid, describedBy, placeholder, label],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    // The hook calls the latest of these callbacks, so props read here are current.
    onUpdate: ({ editor: current }) => props.onInput(current.getHTML()),
    onFocus: () => props.onFocus(),
    onBlur: () => props.onBlur(),
  });

  useEffect(() => {
    // A value echoed back while typing must not reset the caret; emitUpdate false keeps this from
    // reporting the outside value back as if the user had typed it.
    // The hook replaces its editor when options change; the effect may still see the destroyed one.
    if (editor.isDestroyed) return;
    if (!editor.isFocused && editor.getHTML() !== html)
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useLabelFocuses(id, editor);
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });

  return (
    <div
      data-slot="rich-text-editor"
      className={cn('rounded-md border border-input bg-card shadow-xs', invalid && 'border-destructive')}
    >
      <RichTextToolbar editor={editor} tokens={props.toolbar} />
      <div className="relative">
        {placeholder && isEmpty ? (
          // Shown over the empty editor; the editable element carries the same text as aria-placeholder.
          <div
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-2 text-sm text-muted-foreground"
          >
            {placeholder}
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
