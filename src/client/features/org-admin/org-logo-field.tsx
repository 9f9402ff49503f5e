import { useRef } from 'react';
import { toast } from 'sonner';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useFileObjectUrl } from '../shell/api/get-file-blob.ts';
import { useUploadOrgLogo } from './api/upload-org-logo.ts';
import { logoProblem } from './org-form.ts';

export interface OrgLogoFieldProps {
  orgGuid: string;
  logoFileGuid: string;
  readOnly: boolean;
  onChange: (logoFileGuid: string) => void;
}

/** Logo upload and removal (spec 5). Removal only clears the field; the organisation changes when saved. */
export function OrgLogoField({ orgGuid, logoFileGuid, readOnly, onChange }: OrgLogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrgLogo();
  const url = useFileObjectUrl(logoFileGuid || undefined);

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
          onChange(fileGuid);
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
              className="sr-only"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <ImageUpIcon />
              Upload
            </Button>
            {logoFileGuid && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  onChange('');
                  toast.success('Logo removed successfully!');
                }}
              >
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
