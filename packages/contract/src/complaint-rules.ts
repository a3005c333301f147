// The complaints' rules without zod (spec §3): their kinds, workflow and attachments. The
// complaint page and its form read them as the page opens, before any schema is needed.

/** What a passenger can complain about: a fixed list, so complaints can be counted by kind. */
export const COMPLAINT_TYPES = [
  'overcharging',
  'reckless driving',
  'harassment',
  'lost property',
  'poor vehicle condition',
  'route deviation',
  'other',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_STATUSES = ['open', 'in_review', 'resolved', 'dismissed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The workflow: which status may follow which. Resolved and dismissed complaints are closed. */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  open: ['in_review', 'dismissed'],
  in_review: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};
/** Closing a complaint always says why. */
export const COMPLAINT_NOTE_REQUIRED: readonly ComplaintStatus[] = ['resolved', 'dismissed'];

/** The multipart field that carries the files; several parts may use it. */
export const COMPLAINT_ATTACHMENTS_FIELD = 'attachments';
/** Attachments are checked by their bytes, not their names: these types only. */
export const COMPLAINT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export type ComplaintAttachmentType = (typeof COMPLAINT_ATTACHMENT_TYPES)[number];

/** Bytes needed to recognise every accepted type. */
export const ATTACHMENT_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type of a file from its first bytes (magic numbers), never from its name or the type the
 * client claims: an executable renamed photo.png is still an executable. Null when not accepted.
 * The server decides with it, and the complaint form checks a file with it as it is attached.
 */
export function sniffAttachmentType(head: Uint8Array): ComplaintAttachmentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Defaults of the server's limits (COMPLAINT_ATTACHMENT_MAX_MB and friends override them). */
export const COMPLAINT_ATTACHMENT_LIMITS = { files: 5, fileMb: 5, totalMb: 15 } as const;
