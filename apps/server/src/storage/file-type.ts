import type { ComplaintAttachmentType } from '@foleni/contract';

/** The extension a stored attachment gets from its sniffed type (contract's sniffAttachmentType). */
export const EXTENSION_OF: Record<ComplaintAttachmentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};
