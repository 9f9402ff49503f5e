import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/files/org/{orgGuid}/logo (multipart): stores the image and returns its file guid. */
export async function uploadOrgLogo({ orgGuid, file }: { orgGuid: string; file: File }): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  // Quiet: the editor shows 'Failed to upload logo. Please try again.' itself.
  const answer = await api.post<{ fileGuid?: string } | string>(
    `/api/files/org/${encodeURIComponent(orgGuid)}/logo`,
    form,
    { quiet: true },
  );
  const fileGuid = typeof answer === 'string' ? answer.replace(/"/g, '') : answer?.fileGuid;
  if (!fileGuid) throw new Error('The server returned no file guid.');
  return fileGuid;
}

export function useUploadOrgLogo() {
  return useMutation({ mutationFn: uploadOrgLogo });
}
