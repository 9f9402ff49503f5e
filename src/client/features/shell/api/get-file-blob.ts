import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgRoutes } from '../../../../shared/api/org-routes.ts';
import { callApi } from '../../../lib/api.ts';

/** A stored file fetched with the bearer token, as a Blob (an <img src> could not send the token). */
export async function getFileBlob(fileGuid: string): Promise<Blob> {
  // Quiet: a missing logo shows the initials instead; an error toast would only distract.
  return callApi(orgRoutes.getFile, { params: { fileGuid } }, { quiet: true });
}

export function fileBlobQueryOptions(fileGuid: string) {
  // A file guid names immutable content, so the blob never goes stale.
  return queryOptions({
    queryKey: ['fileBlob', fileGuid],
    queryFn: () => getFileBlob(fileGuid),
    staleTime: Infinity,
  });
}

/** An object URL for the file, revoked when the file changes or the component goes away. */
export function useFileObjectUrl(fileGuid: string | null | undefined): string | undefined {
  const query = useQuery({ ...fileBlobQueryOptions(fileGuid ?? ''), enabled: Boolean(fileGuid) });
  const blob = fileGuid ? query.data : undefined;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(blob instanceof Blob)) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
