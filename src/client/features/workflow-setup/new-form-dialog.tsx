import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

export interface NewFormDialogProps {
  /** Which kind of form is asked for; null while closed. */
  kind: 'step' | 'main' | null;
  /** Creates the form; the dialog stays open (and keeps the name) when it is refused. */
  onCreate: (name: string, step: boolean) => Promise<unknown>;
  onClose: () => void;
}

/** New Form: asks the new form's name (its form code is made from it), then creates it. */
export function NewFormDialog({ kind, onCreate, onClose }: NewFormDialogProps) {
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const close = () => {
    setName('');
    onClose();
  };
  const create = async () => {
    if (!kind || !name.trim()) return;
    setCreating(true);
    try {
      await onCreate(name.trim(), kind === 'step');
      setName('');
    } catch {
      // The api-client has said why; the name stays for another try.
    } finally {
      setCreating(false);
    }
  };
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind === 'main' ? 'New Standalone Form' : 'New Inline Form'}</DialogTitle>
          <DialogDescription>
            {kind === 'main'
              ? 'A main form of the workflow, listed in its Forms panel.'
              : 'A step of the workflow, added after the last step.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Label htmlFor="new-workflow-form-name">Form Name</Label>
          <Input
            id="new-workflow-form-name"
            value={name}
            maxLength={250}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button disabled={creating || !name.trim()} onClick={() => void create()}>
            Create
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
