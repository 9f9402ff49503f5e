import { useMutation } from '@tanstack/react-query';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** Stores the image as the organisation's logo and returns its file guid. */
export async function uploadOrgLogo({ orgGuid, file }: { orgGuid: string; file: File }): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Quiet: the editor shows 'Failed to upload logo. Please try again.' itself.
  const { fileGuid } = await callApi(orgRoutes.uploadOrgLogo, { params: { orgGuid }, body }, { quiet: true });
  return fileGuid;
}

export function useUploadOrgLogo() {
  return useMutation({ mutationFn: uploadOrgLogo });
}
