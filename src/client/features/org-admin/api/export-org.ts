import { useMutation } from '@tanstack/react-query';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** The organisation as a JSON file (super admin). */
export async function exportOrgAsJson(orgGuid: string): Promise<Blob> {
  return callApi(orgRoutes.exportOrgAsJson, { params: { orgGuid } });
}

/** Hands the file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportOrg() {
  return useMutation({ mutationFn: exportOrgAsJson });
}
