import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { UploadIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { FILE_UPLOAD_DEFAULTS } from '../../shared/validation/default-texts.ts';
import { MAX_FILE_BYTES, canAddFile, uploadErrorText } from '../../shared/validation/files-and-rows.ts';
import { cn } from '../lib/cn.ts';
import type { ElementWidget } from './element-widget.ts';
import { FileList } from './parts/actions/file-list.tsx';
import { uploadFailureText } from './parts/actions/upload-error.ts';

const NO_FILES_TEXT = 'No files uploaded.';

/**
 * Files attached to the response, up to maxFiles. Each file is uploaded on its own so a failure names the file
 * it belongs to; the renderer reloads the answer after each upload or delete, so the list shown is the server's.
 */
export const FileUploadWidget: ElementWidget<'FileUpload'> = ({
  id,
  element,
  value,
  readOnly,
  repeatableGroupGuid,
  services,
}) => {
  const p = element.properties;
  const files = value ?? [];
  const maxFiles = p.maxFiles && p.maxFiles > 0 ? p.maxFiles : FILE_UPLOAD_DEFAULTS.maxFiles;
  const accept = p.accept?.trim() || FILE_UPLOAD_DEFAULTS.accept;
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const canAdd = !readOnly && canAddFile(files.length, maxFiles);

  const upload = async (chosen: File[]) => {
    const room = Math.max(0, maxFiles - files.length);
    const messages: string[] = chosen
      .slice(room)
      .map((file) =>
        uploadErrorText(
          file.name,
          `no more than ${maxFiles} file${maxFiles === 1 ? '' : 's'} may be attached`,
        ),
      );
    setUploading(true);
    for (const file of chosen.slice(0, room)) {
      if (file.size >= MAX_FILE_BYTES) {
        messages.push(uploadErrorText(file.name, `the file must be ${FILE_UPLOAD_DEFAULTS.sizeTip}`));
        continue;
      }
      try {
        await services.uploadFiles(element, repeatableGroupGuid, [file]);
      } catch (error) {
        messages.push(uploadFailureText(file.name, error));
      }
    }
    setUploading(false);
    setErrors(messages);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canAdd && !uploading) void upload([...event.dataTransfer.files]);
  };

  return (
    <div data-slot="file-upload-element" className="flex flex-col gap-2">
      {files.length > 0 && (
        <FileList
          files={files}
          fileUrl={(fileGuid) => services.fileUrl(fileGuid)}
          onDelete={
            readOnly ? null : (file) => services.deleteFile(element, repeatableGroupGuid, file.fileGuid)
          }
        />
      )}
      {readOnly && files.length === 0 && (
        <p className="text-sm text-muted-foreground">{p.noFilesMessage?.trim() || NO_FILES_TEXT}</p>
      )}
      {canAdd && (
        <div
          data-slot="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-md border border-dashed p-4 text-sm',
            dragging && 'border-primary bg-accent',
          )}
        >
          <input
            ref={input}
            id={id}
            type="file"
            className="sr-only"
            accept={accept}
            multiple={maxFiles - files.length > 1}
            disabled={uploading}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              // Cleared so choosing the same file again after a failure still fires a change.
              event.target.value = '';
              if (chosen.length > 0) void upload(chosen);
            }}
          />
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
            <UploadIcon />
            {uploading ? 'Uploading…' : 'Choose or drop files'}
          </Button>
          <span className="text-xs text-muted-foreground">{FILE_UPLOAD_DEFAULTS.sizeTip}</span>
        </div>
      )}
      {errors.map((message) => (
        <p key={message} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ))}
    </div>
  );
};
