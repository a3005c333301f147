/** Foleni's clock: queues, complaints and vehicles run on Nairobi time (UTC+3, no daylight saving). */
export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';

/** What of a moment is shown: its day, its day and time, or its time of day. */
export type NairobiTimeStyle = 'date' | 'dateTime' | 'time';

const FIELDS: Record<NairobiTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

// Made at first use and kept: building an Intl formatter loads locale data (see plans.ts).
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as people in Nairobi read it, whatever the device's or the server's time zone, in the
 * interface's language ('en' or 'sw'). `zone` adds the zone's name ("14:05 EAT") where a reader
 * elsewhere could take the time for their own. Text that is not a date is returned as it is.
 */
export function formatInNairobi(
  moment: string | number | Date,
  language: string,
  style: NairobiTimeStyle = 'dateTime',
  { zone = false }: { zone?: boolean } = {},
): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  const locale = language.startsWith('sw') ? 'sw-KE' : 'en-KE';
  const key = `${locale}|${style}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...FIELDS[style],
      timeZone: NAIROBI_TIME_ZONE,
      ...(zone ? { timeZoneName: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(date);
}
