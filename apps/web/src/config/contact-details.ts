/**
 * Foleni's public contact details, shown on the landing page and /contact. One place, so a new
 * address or number changes everywhere at once.
 */
export const contactDetails = {
  supportEmail: 'support@foleni.ke',
  partnersEmail: 'saccos@foleni.ke',
  privacyEmail: 'privacy@foleni.ke',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
