import { useState } from 'react';
import { Trash2Icon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { toast } from './ui/toast.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DeleteButtonProps {
  /** The button's words ('Delete', 'Delete Group'). */
  label: string;
  /** The question's title and text. */
  title: string;
  message: string;
  /** While a deletion is under way the button waits. */
  pending: boolean;
  onDelete: () => void;
}

/** An editor's Delete: asks first, and says 'Canceled' when the person declines. */
export function DeleteButton({ label, title, message, pending, onDelete }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="destructive" className="mr-auto" disabled={pending} onClick={() => setAsking(true)}>
        <Trash2Icon />
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        message={message}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        onCancel={() => {
          setAsking(false);
          toast.info('Canceled');
        }}
      />
    </>
  );
}
