import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** The list a designer was opened from, where its Back link returns. */
export type DesignerBackTo = '/tech-forms' | '/setup-workflows' | '/setup-items';

export interface DesignerHeaderProps {
  /** Where the link back leads. */
  backTo: DesignerBackTo;
  /** What the form belongs to, above its name ('Compliance Item: First Aid'); nothing for a plain form. */
  context?: string;
  name: string;
  previewing: boolean;
  onPreviewingChange: (previewing: boolean) => void;
  /** Undo, Redo, Upload, Cancel and Save are shown only to someone who may edit. */
  mayEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Cancel and Save are offered while there are unsaved changes and no save is under way. */
  canSave: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onUpload: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

/**
 * The designer's title row: Back, the form's name, the Preview/Design switch and the editing buttons.
 * Memoised on what it shows: a drop or a keystroke changes the draft, not these props.
 */
export const DesignerHeader = memo(function DesignerHeader({
  backTo,
  context,
  name,
  previewing,
  onPreviewingChange,
  mayEdit,
  canUndo,
  canRedo,
  canSave,
  onUndo,
  onRedo,
  onUpload,
  onDiscard,
  onSave,
}: DesignerHeaderProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" size="sm" asChild>
        <Link to={backTo}>
          <ArrowLeft /> Back
        </Link>
      </Button>
      <div className="min-w-0 flex-1">
        {context && <p className="truncate text-sm text-muted-foreground">{context}</p>}
        <h1 className="truncate text-2xl font-semibold tracking-tight">{name}</h1>
      </div>
      <div role="group" aria-label="Preview or Design" className="flex rounded-md border p-0.5">
        <Button
          size="sm"
          variant={previewing ? 'ghost' : 'secondary'}
          aria-pressed={!previewing}
          onClick={() => onPreviewingChange(false)}
        >
          Design
        </Button>
        <Button
          size="sm"
          variant={previewing ? 'secondary' : 'ghost'}
          aria-pressed={previewing}
          onClick={() => onPreviewingChange(true)}
        >
          Preview
        </Button>
      </div>
      {mayEdit && (
        <>
          <Button variant="ghost" size="icon" aria-label="Undo" disabled={!canUndo} onClick={onUndo}>
            <Undo2 />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Redo" disabled={!canRedo} onClick={onRedo}>
            <Redo2 />
          </Button>
          <Button variant="outline" onClick={onUpload}>
            Upload Form JSON
          </Button>
          <Button variant="outline" disabled={!canSave} onClick={onDiscard}>
            Cancel
          </Button>
          <Button disabled={!canSave} onClick={onSave}>
            Save
          </Button>
        </>
      )}
    </div>
  );
});
