import type * as React from 'react';
import { Button } from './ui/button.tsx';
import { Drawer, DrawerBody, DrawerContent, DrawerFooter, DrawerHeader, DrawerTitle } from './ui/drawer.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { UnsavedChangesDialog } from './confirm-dialog.tsx';
import { LoadFailure } from './list-load-state.tsx';
import type { GuardedClose } from './use-guarded-close.ts';

export interface EditorDrawerProps {
  guard: GuardedClose;
  /** Any CSS width; the drawer's own default when left out. */
  width?: string;
  children: React.ReactNode;
}

/**
 * The open drawer of an editor. Every way of closing it (Escape, the overlay, the corner button) goes
 * through the guard, so changes are never lost without the unsaved-changes question.
 */
export function EditorDrawer({ guard, width, children }: EditorDrawerProps) {
  return (
    <Drawer open onOpenChange={(open) => !open && guard.requestClose()}>
      <DrawerContent width={width}>
        {children}
        <UnsavedChangesDialog open={guard.asking} onDiscard={guard.discard} onContinue={guard.keepEditing} />
      </DrawerContent>
    </Drawer>
  );
}

export interface EditorFooterProps {
  guard: GuardedClose;
  /** False for people who may only look: they get no Save button. */
  canSave?: boolean;
  saveDisabled: boolean;
  onSave: () => void;
  /** Actions set apart on the left (Delete, Download). */
  children?: React.ReactNode;
}

/** Cancel (Close while nothing changed) and Save, after any actions of the editor's own. */
export function EditorFooter({ guard, canSave = true, saveDisabled, onSave, children }: EditorFooterProps) {
  return (
    <DrawerFooter>
      {children}
      <Button variant="outline" onClick={guard.requestClose}>
        {guard.dirty ? 'Cancel' : 'Close'}
      </Button>
      {canSave && (
        <Button disabled={saveDisabled} onClick={onSave}>
          Save
        </Button>
      )}
    </DrawerFooter>
  );
}

export interface LoadingDrawerProps {
  title: string;
  /** The load failed: `failure` is said, with a way to try again. */
  failed: boolean;
  failure: string;
  onRetry: () => void;
  onClose: () => void;
  width?: string;
}

/** An editor's drawer while what it edits is loading, or could not be loaded. */
export function LoadingDrawer({ title, failed, failure, onRetry, onClose, width }: LoadingDrawerProps) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent width={width}>
        <DrawerHeader>
          <DrawerTitle>{title}</DrawerTitle>
        </DrawerHeader>
        <DrawerBody aria-busy={!failed}>
          {failed ? <LoadFailure text={failure} onRetry={onRetry} /> : <Skeleton className="h-6 w-1/2" />}
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}

export interface ViewOrEditButtonsProps {
  guard: GuardedClose;
  editing: boolean;
  /** False for people who may only look: they get no Edit button. */
  canEdit: boolean;
  saveDisabled: boolean;
  onSave: () => void;
  onEdit: () => void;
}

/**
 * The buttons of an editor that opens a saved definition read-only (spec forms-and-workflows 4.9): Cancel
 * and Save while editing, Close and Edit while looking.
 */
export function ViewOrEditButtons({
  guard,
  editing,
  canEdit,
  saveDisabled,
  onSave,
  onEdit,
}: ViewOrEditButtonsProps) {
  return editing ? (
    <>
      <Button variant="outline" onClick={guard.requestClose}>
        Cancel
      </Button>
      <Button disabled={saveDisabled} onClick={onSave}>
        Save
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={guard.requestClose}>
        Close
      </Button>
      {canEdit && <Button onClick={onEdit}>Edit</Button>}
    </>
  );
}
