import { API_BASE_PATH } from '@foleni/contract/constants';
import { apiDownload } from '@/lib/api-client';

/**
 * An attachment's bytes: the server gives them only to those who may see the complaint, so they
 * are fetched with the access token and shown through a blob URL, never a bare link.
 */
export function getAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const path = url.startsWith(API_BASE_PATH) ? url.slice(API_BASE_PATH.length) : url;
  return apiDownload(path, signal);
}
