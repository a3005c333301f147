import { GTFS_UPLOAD_FIELD, gtfsImportReplySchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /gtfs/import/ (system admins): the feed's .zip as multipart; all or nothing. */
export function importGtfs(file: File) {
  const body = new FormData();
  body.append(GTFS_UPLOAD_FIELD, file);
  return apiRequest('/gtfs/import/', { method: 'POST', body, schema: gtfsImportReplySchema });
}

export function useImportGtfs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGtfs,
    // Regions, stations, Saccos and routes may all have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
