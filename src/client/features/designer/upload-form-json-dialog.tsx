import { useId, useState } from 'react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { problemMessage } from '../../../shared/machines/form/problem-message.ts';
import { memoWhileClosed } from '../../lib/memo-while-closed.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useUploadFormDefinition } from './api/upload-form-definition.ts';

/** The designer's message for an empty upload (spec 5.10); the server gives the same one. */
export const NO_JSON_PROVIDED = 'No JSON provided';

export interface UploadFormJsonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgGuid: string;
  /** The form the upload replaces (in the designer); left out on Raw Forms, where it adds a form. */
  formDefinitionGuid?: string;
  description: string;
  onUploaded: (form: FormDefinition) => void;
}

/**
 * 'Upload Form JSON' (spec 2.8, 5.10): form JSON pasted or read from a file is stored by the server, which
 * applies the checks of a save and refuses element events; a refusal is shown here and changes nothing.
 */
export const UploadFormJsonDialog = memoWhileClosed(function UploadFormJsonDialog(
  props: UploadFormJsonDialogProps,
) {
  const { open, onOpenChange, orgGuid, formDefinitionGuid, description, onUploaded } = props;
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadFormDefinition();
  const ids = { text: useId(), file: useId(), problem: useId() };

  const close = (next: boolean) => {
    if (!next) {
      setJson('');
      setProblem(null);
    }
    onOpenChange(next);
  };
  const send = async () => {
    // Said at once; the server answers the same for an empty body.
    if (!json.trim()) return setProblem(NO_JSON_PROVIDED);
    setProblem(null);
    try {
      const stored = await upload.mutateAsync({ orgGuid, formDefinitionGuid, json });
      close(false);
      onUploaded(stored);
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setJson(await file.text());
    setProblem(null);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width={600}>
        <DialogHeader>
          <DialogTitle>Upload Form JSON</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.text}>Form JSON</Label>
          <Textarea
            id={ids.text}
            value={json}
            rows={12}
            spellCheck={false}
            className="font-mono text-xs"
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => setJson(event.target.value)}
          />
          {problem && (
            <p id={ids.problem} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.file}>Or read it from a file</Label>
          <input
            id={ids.file}
            type="file"
            accept="application/json,.json"
            className="text-sm"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button disabled={upload.isPending} onClick={() => void send()}>
            Upload
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
