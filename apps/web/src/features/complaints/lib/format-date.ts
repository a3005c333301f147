/** A moment as people in Nairobi read it, in the page's language. */
export function formatDateTime(iso: string, language: string, withTime = true): string {
  return new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));
}
