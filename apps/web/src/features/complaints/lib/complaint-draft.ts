import {
  ATTACHMENT_SNIFF_BYTES,
  COMPLAINT_ATTACHMENT_LIMITS,
  COMPLAINT_ATTACHMENT_TYPES,
  type ComplaintAttachmentType,
  type ComplaintType,
  sniffAttachmentType,
} from '@foleni/contract/complaint-rules';

/** The complaint form's text fields, named as `POST /complaints/` takes them (spec §3). */
export type ComplaintDraft = {
  complainant_name: string;
  complainant_email: string;
  complainant_phone?: string | null | undefined;
  complainant_occupation?: string | null | undefined;
  national_id?: string | null | undefined;
  sacco: number | null;
  complaint_type: ComplaintType;
  route?: string | null | undefined;
  vehicle_plate_number?: string | null | undefined;
  station?: string | null | undefined;
  message: string;
};

const MB = 1024 * 1024;
export const FILE_LIMIT_BYTES = COMPLAINT_ATTACHMENT_LIMITS.fileMb * MB;

/**
 * The type a file's first bytes show, as the server will judge it: a document renamed
 * receipt.png is refused there, so it is named here as soon as it is attached.
 */
export async function sniffAttachment(file: Blob): Promise<ComplaintAttachmentType | null> {
  const head = await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer();
  return sniffAttachmentType(new Uint8Array(head));
}

/** The `accept` of the file picker: the types the server takes. */
export const ACCEPT_ATTACHMENTS = [...COMPLAINT_ATTACHMENT_TYPES, '.pdf'].join(',');

/**
 * The files worth sending: of an accepted type, within the size per file, and no more than the
 * server's count. The rest are reported so the form can say why they are left out.
 */
export function checkAttachments(
  files: readonly File[],
  /** Each file's type by its bytes (sniffAttachment), null when it is none the server takes. */
  typeOf: (file: File) => ComplaintAttachmentType | null,
) {
  const sendable: File[] = [];
  const wrongType: File[] = [];
  const tooBig: File[] = [];
  const tooMany: File[] = [];
  for (const file of files) {
    if (typeOf(file) === null) wrongType.push(file);
    else if (file.size > FILE_LIMIT_BYTES) tooBig.push(file);
    else if (sendable.length >= COMPLAINT_ATTACHMENT_LIMITS.files) tooMany.push(file);
    else sendable.push(file);
  }
  return { sendable, wrongType, tooBig, tooMany };
}
