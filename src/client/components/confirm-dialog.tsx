import { memoWhileClosed } from '../lib/memo-while-closed.ts';
import { Button } from './ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * An alertdialog interrupts (the editors' deletions and unsaved changes); the form widgets' questions
   * have always been plain dialogs, and pages and tests find them as such.
   */
  role?: 'alertdialog' | 'dialog';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question over the page (deletions, unsaved changes). Closing it any other way cancels. */
export const ConfirmDialog = memoWhileClosed(function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  role = 'alertdialog',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role={role}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});

/** Spec 4: closing an editor with changes asks first. */
export function UnsavedChangesDialog(props: {
  open: boolean;
  onDiscard: () => void;
  onContinue: () => void;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      title="Unsaved Changes"
      message="You have unsaved changes."
      confirmLabel="Discard"
      cancelLabel="Continue Editing"
      destructive
      onConfirm={props.onDiscard}
      onCancel={props.onContinue}
    />
  );
}
