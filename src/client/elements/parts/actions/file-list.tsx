import { useState } from 'react';
import { FileIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { problemMessage } from '../../../../shared/machines/form/problem-message.ts';
import type { FileUploadAnswer } from '../../../../shared/generated/types.gen.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

type StoredFile = FileUploadAnswer[number];

interface FileListProps {
  files: readonly StoredFile[];
  /** Null when files may not be removed (read-only). */
  onDelete: ((file: StoredFile) => Promise<void>) | null;
  fileUrl: (fileGuid: string) => Promise<string>;
}

/** The attached files: the name downloads the file, the bin removes it after a confirmation. */
export function FileList({ files, onDelete, fileUrl }: FileListProps) {
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  const open = async (file: StoredFile) => {
    try {
      // The URL is asked for at the click, as download links may be short-lived.
      window.open(await fileUrl(file.fileGuid), '_blank', 'noopener');
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };

  const confirmDelete = async () => {
    const file = deleting;
    setDeleting(null);
    if (!file || !onDelete) return;
    try {
      await onDelete(file);
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };

  return (
    <>
      <ul data-slot="file-list" className="flex flex-col gap-1">
        {files.map((file) => (
          <li key={file.fileGuid} className="flex items-center gap-2 text-sm">
            <FileIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <Button variant="link" className="h-auto p-0" onClick={() => void open(file)}>
              {file.fileName}
            </Button>
            {onDelete && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${file.fileName}`}
                onClick={() => setDeleting(file)}
              >
                <Trash2Icon />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete file"
        message={`This will permanently delete the file "${deleting?.fileName ?? ''}". Continue?`}
        role="dialog"
        destructive
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
