import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  MinusIcon,
  QuoteIcon,
  RedoIcon,
  StrikethroughIcon,
  UnderlineIcon,
  UndoIcon,
} from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

interface ToolbarItem {
  label: string;
  Icon: LucideIcon;
  /** Applies the item to the editor's selection. */
  run: (editor: Editor) => void;
  /** Whether the selection already has the item, for aria-pressed; items without it are plain actions. */
  active?: (editor: Editor) => boolean;
  /** Whether the item can act now (undo with no history cannot). */
  enabled?: (editor: Editor) => boolean;
}

/** A toggle for a mark or node the editor schema names the same as the token. */
function toggle(label: string, Icon: LucideIcon, run: (editor: Editor) => void, name: string): ToolbarItem {
  return { label, Icon, run, active: (editor) => editor.isActive(name) };
}

// Every command re-focuses the editor first: a toolbar click must land where the user's selection was.
const focused = (editor: Editor) => editor.chain().focus();

/** Asks for the address of a link; an empty answer removes the link under the selection. */
function editLink(editor: Editor) {
  const current = editor.getAttributes('link') as { href?: string };
  const href = window.prompt('Link address', current.href ?? '');
  if (href === null) return;
  if (href.trim() === '') focused(editor).extendMarkRange('link').unsetLink().run();
  else focused(editor).extendMarkRange('link').setLink({ href: href.trim() }).run();
}

/** The toolbar tokens a question may list (toolbarElements), in the order it lists them. */
const ITEMS: Readonly<Record<string, ToolbarItem>> = {
  bold: toggle('Bold', BoldIcon, (e) => focused(e).toggleBold().run(), 'bold'),
  italic: toggle('Italic', ItalicIcon, (e) => focused(e).toggleItalic().run(), 'italic'),
  underline: toggle('Underline', UnderlineIcon, (e) => focused(e).toggleUnderline().run(), 'underline'),
  strike: toggle('Strikethrough', StrikethroughIcon, (e) => focused(e).toggleStrike().run(), 'strike'),
  code: toggle('Code', CodeIcon, (e) => focused(e).toggleCode().run(), 'code'),
  heading: {
    label: 'Heading',
    Icon: Heading2Icon,
    run: (e) => focused(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  bulletList: toggle('Bulleted list', ListIcon, (e) => focused(e).toggleBulletList().run(), 'bulletList'),
  orderedList: toggle(
    'Numbered list',
    ListOrderedIcon,
    (e) => focused(e).toggleOrderedList().run(),
    'orderedList',
  ),
  blockquote: toggle('Quote', QuoteIcon, (e) => focused(e).toggleBlockquote().run(), 'blockquote'),
  horizontalRule: {
    label: 'Horizontal line',
    Icon: MinusIcon,
    run: (e) => focused(e).setHorizontalRule().run(),
  },
  link: { label: 'Link', Icon: LinkIcon, run: editLink, active: (e) => e.isActive('link') },
  undo: {
    label: 'Undo',
    Icon: UndoIcon,
    run: (e) => focused(e).undo().run(),
    enabled: (e) => e.can().undo(),
  },
  redo: {
    label: 'Redo',
    Icon: RedoIcon,
    run: (e) => focused(e).redo().run(),
    enabled: (e) => e.can().redo(),
  },
};

/** The toolbar of a question that lists none. */
export const DEFAULT_TOOLBAR = ['bold', 'italic', 'bulletList', 'orderedList'] as const;

/** The known toolbar items among the tokens, once each; unknown tokens (other editors' names) are skipped. */
export function toolbarItems(tokens: readonly string[]): (ToolbarItem & { token: string })[] {
  const known = [...new Set(tokens)].filter((token) => Object.hasOwn(ITEMS, token));
  return known.map((token) => ({ token, ...ITEMS[token]! }));
}

/** Formatting buttons for the editor below them. */
export function RichTextToolbar({ editor, tokens }: { editor: Editor; tokens: readonly string[] }) {
  const items = toolbarItems(tokens);
  // Button states follow the selection, so they are read from the editor on each of its transactions.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      items.map((item) => ({
        pressed: item.active ? item.active(current) : undefined,
        enabled: item.enabled ? item.enabled(current) : true,
      })),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-input p-1">
      {items.map((item, index) => (
        <Button
          key={item.token}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
          aria-label={item.label}
          aria-pressed={state[index]?.pressed}
          disabled={state[index]?.enabled === false}
          title={item.label}
          // Keeping the mouse-down from taking focus keeps the editor's selection for the command.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => item.run(editor)}
        >
          <item.Icon />
        </Button>
      ))}
    </div>
  );
}
