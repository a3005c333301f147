/**
 * The booking's payment instructions, a sentence of the server's answer with the fare in it
 * (`messages.bookings.cashInstructions({ fare })`). Errors come by code and need no reading.
 */
const CASH_FARE = /^Pay KES ([\d,]+) to the conductor in cash when you board\.$/;

/** The key and value of the payment instructions, or null when `text` is not them. */
export function numberedPassengerMessage(text: string) {
  const fare = CASH_FARE.exec(text)?.[1];
  return fare === undefined
    ? null
    : { key: 'messages.bookings.cashInstructions', values: { fare } };
}
