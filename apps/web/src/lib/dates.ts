import { formatInNairobi, NAIROBI_TIME_ZONE } from '@foleni/contract/nairobi-time';

// Every date and time the web app shows is formatted here: moments on Nairobi time (the
// contract's formatInNairobi), calendar days as they are written, whatever the device's zone.

export { formatInNairobi };

const localeOf = (language: string) => (language.startsWith('sw') ? 'sw-KE' : 'en-KE');

// Made at first use and kept: building an Intl formatter loads locale data.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, language: string, options: Intl.DateTimeFormatOptions) {
  const id = `${key}|${localeOf(language)}`;
  let formatter = formats.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    formats.set(id, formatter);
  }
  return formatter;
}

/** A travel day (YYYY-MM-DD) with its weekday: "Tue, 24 Nov 2026". */
export function formatTravelDay(day: string, language: string): string {
  return format('travelDay', language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A travel day (YYYY-MM-DD) as the route search's date field shows it: "24 Nov 2026". */
export function formatShortDay(day: string, language: string): string {
  return format('shortDay', language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A page's date of last change (YYYY-MM-DD), written out: "24 November 2026". */
export function formatLongDay(day: string, language: string): string {
  return format('longDay', language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A wall clock on Nairobi time, to the second: "14:05:09". */
export function formatClock(moment: number | Date, language: string): string {
  return format('clock', language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: NAIROBI_TIME_ZONE,
  }).format(moment);
}
