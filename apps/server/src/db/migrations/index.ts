import type { Migration } from 'kysely';
import * as initial from './2026-11-22T0000-initial';
import * as queueRules from './2026-11-22T0100-queue-rules';
import * as complaintsBookings from './2026-11-22T0200-complaints-bookings';
import * as realtimeMessages from './2026-11-22T0300-realtime-messages';
import * as journeyPlanner from './2026-11-23T0000-journey-planner';
import * as bookingExpiry from './2026-11-24T0000-booking-expiry';
import * as notificationCodes from './2026-11-24T0100-notification-codes';
import * as jobs from './2026-11-25T0100-jobs';
import * as ussd from './2026-11-25T0200-ussd';
import * as sms from './2026-11-25T0250-sms';
import * as mpesa from './2026-11-25T0300-mpesa';
import * as idempotency from './2026-11-25T0400-idempotency';
import * as queueWritePath from './2026-11-25T0500-queue-write-path';

/** Every migration, in order. A change to the schema is a new entry here, never an edit above. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial': initial,
  '2026-11-22T0100-queue-rules': queueRules,
  '2026-11-22T0200-complaints-bookings': complaintsBookings,
  '2026-11-22T0300-realtime-messages': realtimeMessages,
  '2026-11-23T0000-journey-planner': journeyPlanner,
  '2026-11-24T0000-booking-expiry': bookingExpiry,
  '2026-11-24T0100-notification-codes': notificationCodes,
  '2026-11-25T0100-jobs': jobs,
  '2026-11-25T0200-ussd': ussd,
  '2026-11-25T0250-sms': sms,
  '2026-11-25T0300-mpesa': mpesa,
  '2026-11-25T0400-idempotency': idempotency,
  '2026-11-25T0500-queue-write-path': queueWritePath,
};
