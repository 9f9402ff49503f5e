import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/Org/{orgGuid}/ExportOrgAsJson (super admin): the organisation as a JSON file. */
export async function exportOrgAsJson(orgGuid: string): Promise<Blob> {
  return api.get<Blob>(`/api/Org/${encodeURIComponent(orgGuid)}/ExportOrgAsJson`, { responseType: 'blob' });
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
