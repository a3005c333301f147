/** The contract's sentences with a number in them (`messages.complaints.fileTooLarge(5)`…). */
const NUMBERED = [
  {
    pattern: /^Each attachment may be at most ([\d.]+) MB\.$/,
    key: 'messages.complaints.fileTooLarge',
    variable: 'mb',
  },
  {
    pattern: /^All attachments together may be at most ([\d.]+) MB\.$/,
    key: 'messages.complaints.totalTooLarge',
    variable: 'mb',
  },
  {
    pattern: /^You can attach at most (\d+) files\.$/,
    key: 'messages.complaints.tooManyFiles',
    variable: 'count',
  },
  {
    pattern: /^Only (\d+) seats left on this route for that day\.$/,
    key: 'messages.bookings.soldOutSome',
    variable: 'left',
  },
  {
    pattern: /^You can book at most (\d+) seats at once\.$/,
    key: 'messages.bookings.seatsMax',
    variable: 'max',
  },
  {
    pattern: /^Pay KES ([\d,]+) to the conductor in cash when you board\.$/,
    key: 'messages.bookings.cashFare',
    variable: 'fare',
  },
] as const;

/** The key and value of a numbered sentence, or null when `text` is not one of them. */
export function numberedPassengerMessage(text: string) {
  for (const { pattern, key, variable } of NUMBERED) {
    const match = pattern.exec(text);
    if (match?.[1] !== undefined) {
      return { key, values: { [variable]: match[1] } };
    }
  }
  return null;
}
