import { coded } from './errors';

/**
 * The longest text accepted where a field has no length rule of its own, so that no request can
 * make the server parse, hash, match or log megabytes of text (issue #14). Every free-text field
 * of every request has a maximum; these are the ones shared by several schemas.
 */
export const TEXT_LIMITS = {
  /** RFC 5321's longest address. */
  email: 254,
  /** Far beyond any passphrase; hashing a longer one only costs the server time. */
  password: 128,
  name: 80,
  nationalId: 20,
  /** Refresh, reset and invitation tokens are far shorter. */
  token: 512,
  role: 30,
  /** '0712 345 678' and any spacing people type. */
  phone: 20,
} as const;

/** The refusal of a text longer than `max`, in the contract's words. */
export const tooLong = (max: number) => ({ error: coded('api.tooLong', { max }) });
