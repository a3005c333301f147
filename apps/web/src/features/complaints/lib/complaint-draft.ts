import {
  COMPLAINT_ATTACHMENT_LIMITS,
  COMPLAINT_ATTACHMENT_TYPES,
  type ComplaintType,
} from '@foleni/contract';

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

/** Whether the browser says the file is an image or PDF the server takes (it checks the bytes). */
export function isAcceptedType(file: { type: string }): boolean {
  return (COMPLAINT_ATTACHMENT_TYPES as readonly string[]).includes(file.type);
}

/** The `accept` of the file picker: the types the server takes. */
export const ACCEPT_ATTACHMENTS = [...COMPLAINT_ATTACHMENT_TYPES, '.pdf'].join(',');

/**
 * The files worth sending: of an accepted type, within the size per file, and no more than the
 * server's count. The rest are reported so the form can say why they are left out.
 */
export function checkAttachments(files: readonly File[]) {
  const sendable: File[] = [];
  const wrongType: File[] = [];
  const tooBig: File[] = [];
  const tooMany: File[] = [];
  for (const file of files) {
    if (!isAcceptedType(file)) wrongType.push(file);
    else if (file.size > FILE_LIMIT_BYTES) tooBig.push(file);
    else if (sendable.length >= COMPLAINT_ATTACHMENT_LIMITS.files) tooMany.push(file);
    else sendable.push(file);
  }
  return { sendable, wrongType, tooBig, tooMany };
}
