import type * as React from 'react';
import { Button } from './ui/button.tsx';
import { Drawer, DrawerContent, DrawerFooter } from './ui/drawer.tsx';
import { UnsavedChangesDialog } from './confirm-dialog.tsx';
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
