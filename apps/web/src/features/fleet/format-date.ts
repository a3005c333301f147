import { getCurrentLanguage } from '@/i18n';

const locales = { en: 'en-KE', sw: 'sw-KE' } as const;

/** A date (and time) from the API, as Kenyans write it in the interface's language. */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[getCurrentLanguage()], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
