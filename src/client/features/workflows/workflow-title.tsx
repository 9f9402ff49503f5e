import { useState } from 'react';
import { PencilIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { DrawerTitle } from '../../components/ui/drawer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

export interface WorkflowTitleProps {
  name: string;
  /** People who may edit the workflow rename it, while it is not archived. */
  canRename: boolean;
  /** Saves the new name; rejects when the server refuses it (the edit stays open). */
  onRename: (name: string) => Promise<unknown>;
}

/** The workflow drawer's title (spec 2.6): the workflow's name, with a pencil for those who may change it. */
export function WorkflowTitle({ name, canRename, onRename }: WorkflowTitleProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();

  const save = async () => {
    if (!trimmed || trimmed === name) return setEditing(false);
    setSaving(true);
    try {
      await onRename(trimmed);
      setEditing(false);
    } catch {
      // The refusal has been shown; the typed name stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      {/* The drawer keeps its name while the title is edited. */}
      <DrawerTitle className={cn(editing && 'sr-only')}>{name}</DrawerTitle>
      {editing ? (
        <form
          data-owns-escape
          className="flex flex-1 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Input
            aria-label="Workflow name"
            value={text}
            maxLength={250}
            autoFocus
            className="max-w-xl"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Escape leaves the edit, not the drawer (which leaves Escape here to this field).
              if (event.key === 'Escape') setEditing(false);
            }}
          />
          <Button type="submit" size="sm" disabled={saving || !trimmed}>
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        canRename && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Edit title"
            onClick={() => {
              setText(name);
              setEditing(true);
            }}
          >
            <PencilIcon />
          </Button>
        )
      )}
    </div>
  );
}
