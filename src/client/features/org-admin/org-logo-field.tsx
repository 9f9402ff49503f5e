import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useFileObjectUrl } from '../shell/api/get-file-blob.ts';
import { useUploadOrgLogo } from './api/upload-org-logo.ts';
import { logoProblem } from './org-form.ts';

/** What the editor learns from the logo field, and whether the editor is saving. */
export interface OrgLogoEvents {
  /** Uploads wait while the editor saves, so a save never overwrites a logo stored meanwhile. */
  saving: boolean;
  /** The server stored the logo on the organisation. */
  onUploaded: (logoFileGuid: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

export interface OrgLogoFieldProps extends OrgLogoEvents {
  orgGuid: string;
  logoFileGuid: string;
  readOnly: boolean;
  /** Clears the field; the organisation loses its logo when the editor is saved (spec 4). */
  onRemove: () => void;
}

/**
 * Logo upload and removal (spec 5). An upload is stored on the organisation at once; a removal only
 * clears the field and takes effect with Save.
 */
export function OrgLogoField({
  orgGuid,
  logoFileGuid,
  readOnly,
  saving,
  onUploaded,
  onUploadingChange,
  onRemove,
}: OrgLogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrgLogo();
  const url = useFileObjectUrl(logoFileGuid || undefined);
  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(orgGuid, file);
    if (problem) {
      toast.warning(problem);
      return;
    }
    upload.mutate(
      { orgGuid, file },
      {
        onSuccess: (fileGuid) => {
          onUploaded(fileGuid);
          toast.success('Logo uploaded successfully!');
        },
        onError: () => toast.error('Failed to upload logo. Please try again.'),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="org-logo">Logo</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-[60px] w-[200px] items-center justify-center rounded-md border bg-muted">
          {url ? (
            <img src={url} alt="Organization logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        {!readOnly && (
          <>
            <input
              ref={input}
              id="org-logo"
              type="file"
              accept="image/*"
              disabled={upload.isPending || saving}
              className="sr-only"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={upload.isPending || saving}
              onClick={() => input.current?.click()}
            >
              <ImageUpIcon />
              Upload
            </Button>
            {logoFileGuid && (
              <Button variant="outline" size="sm" disabled={upload.isPending || saving} onClick={onRemove}>
                <Trash2Icon />
                Remove
              </Button>
            )}
          </>
        )}
      </div>
      <p className="text-xs text-muted-foreground">Recommended size: 200x60 pixels. Images under 10MB.</p>
    </div>
  );
}
