import type { ErrorBody } from '@foleni/contract';
import { STORAGE_KEYS } from '@foleni/contract/constants';
import { ApiError } from '@/lib/api-error';
import { storage } from '@/lib/storage';
import { createStore } from '@/lib/store';
import type { ComplaintDraft } from './complaint-draft';

/**
 * Spec §4: a complaint written while signed out waits in localStorage (`complaint`) and is sent
 * after the next login. Files go along as data URLs while they fit: localStorage holds about
 * 5 MB per site, and base64 makes files a third larger, so 2.5 MB of files at most are kept.
 */
export const KEPT_FILES_BYTES = 2.5 * 1024 * 1024;

type StoredFile = { name: string; type: string; dataUrl: string };
/** The server's answer when it refused the complaint after the login: kept to show it. */
type StoredRefusal = { status: number; body: ErrorBody };
type StoredComplaint = { draft: ComplaintDraft; files: StoredFile[]; refusal?: StoredRefusal };

/** A complaint waiting on this device, its files back as files. */
export type PendingComplaint = { draft: ComplaintDraft; files: File[]; refusal: ApiError | null };

/** Which files can wait in localStorage (smallest first, so as many as possible fit). */
export function filesToKeep(files: readonly File[]): { kept: File[]; dropped: File[] } {
  const kept: File[] = [];
  let total = 0;
  for (const file of [...files].sort((a, b) => a.size - b.size)) {
    if (total + file.size > KEPT_FILES_BYTES) continue;
    total += file.size;
    kept.push(file);
  }
  return {
    kept: files.filter((file) => kept.includes(file)),
    dropped: files.filter((file) => !kept.includes(file)),
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function write(value: StoredComplaint): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEYS.complaint, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the complaint for after the login. Returns the files that could not be kept (too large
 * together, or storage full), which the form names before the person signs in.
 */
export async function savePendingComplaint(
  draft: ComplaintDraft,
  files: readonly File[],
): Promise<File[]> {
  const { kept, dropped } = filesToKeep(files);
  const stored = await Promise.all(
    kept.map(async (file) => ({
      name: file.name,
      type: file.type,
      dataUrl: await readAsDataUrl(file),
    })),
  );
  if (write({ draft, files: stored })) return dropped;
  write({ draft, files: [] });
  return [...files];
}

function dataUrlToFile({ name, type, dataUrl }: StoredFile): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

function isStoredComplaint(value: unknown): value is StoredComplaint {
  if (typeof value !== 'object' || value === null) return false;
  const { draft, files } = value as Record<string, unknown>;
  return typeof draft === 'object' && draft !== null && Array.isArray(files);
}

/** The stored text as a complaint, or null when it is not one (then it is dropped). */
export function parsePendingComplaint(raw: string): PendingComplaint | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!isStoredComplaint(value)) return null;
    const { refusal } = value;
    return {
      draft: value.draft,
      files: value.files.map(dataUrlToFile),
      refusal: refusal ? new ApiError(refusal.status, refusal.body) : null,
    };
  } catch {
    return null;
  }
}

/** The complaint waiting on this device, left where it is. */
export function readPendingComplaint(): PendingComplaint | null {
  const raw = storage.get(STORAGE_KEYS.complaint);
  return raw === null ? null : parsePendingComplaint(raw);
}

/**
 * Counts the refusals stored while this page is open: the form that is showing follows it, and
 * fills itself in with the refused complaint and the server's reasons.
 */
export const pendingComplaintRefusals = createStore(0);

/**
 * The server refused the complaint as it is: it stays on the device with the refusal, until the
 * person corrects it and the server accepts it. It is not sent again by itself.
 */
export function keepRefusedComplaint(raw: string, refusal: ApiError): void {
  try {
    const value: unknown = JSON.parse(raw);
    if (!isStoredComplaint(value)) return;
    const stored: StoredComplaint = {
      ...value,
      refusal: { status: refusal.status, body: refusal.body },
    };
    storage.set(STORAGE_KEYS.complaint, JSON.stringify(stored));
    pendingComplaintRefusals.set(pendingComplaintRefusals.get() + 1);
  } catch {
    // Not a stored complaint: nothing to keep.
  }
}

/** The server accepted the complaint: the device forgets it. */
export function forgetPendingComplaint(): void {
  storage.remove(STORAGE_KEYS.complaint);
}

/**
 * Takes the stored complaint out of localStorage, so one complaint is sent once even when two
 * tabs (or React's development double effects) try at the same moment. `restore` puts it back.
 */
export function takePendingComplaint(): { raw: string; restore: () => void } | null {
  const raw = storage.get(STORAGE_KEYS.complaint);
  if (raw === null) return null;
  storage.remove(STORAGE_KEYS.complaint);
  return { raw, restore: () => storage.set(STORAGE_KEYS.complaint, raw) };
}
