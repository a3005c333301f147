import { randomInt } from 'node:crypto';
import {
  type Booking,
  type BookingListQuery,
  type BookingStatus,
  type bookingInputSchema,
  MPESA_HOLD_MINUTES,
  messageBody,
  type Problem,
  placeKey,
  problem,
  problemBody,
  todayInNairobi,
} from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit.repo';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import type { Account } from '../auth/auth.guard';
import type { PaymentSettlement } from '../payments/payments.service';
import { stationIdsOfAdmin } from '../stations/stations.repo';
import type { PayableBooking, PaymentProviders } from './bookings.payments';
import {
  BOOKING_CHANGES_FROM,
  type BookingScope,
  bookingCan,
  bookingListScope,
  canCancelBooking,
  canManageBooking,
  canSeeBooking,
  reachesByStation,
} from './bookings.policy';
import * as repo from './bookings.repo';

type BookingInput = z.output<typeof bookingInputSchema>;

/** The payment instructions as a booking gives them: in English, and by code for other languages. */
function instructionsOf(found: Problem | null) {
  if (!found) return { instructions: null, instructions_code: null, instructions_params: null };
  const { code, message, params } = problemBody(found);
  return { instructions: message, instructions_code: code, instructions_params: params ?? null };
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FOL- and six characters a conductor cannot misread (no 0/O, 1/I). */
function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `FOL-${code}`;
}

/**
 * The stops of a journey on the route: both must be stops of one direction, boarding first.
 * Names match as passengers type them (case and spacing aside); the route's spelling is kept.
 */
function journeyOn(
  stops: Awaited<ReturnType<typeof repo.listRouteStops>>,
  boarding: string,
  alighting: string,
) {
  const byDirection = new Map<number, typeof stops>();
  for (const stop of stops)
    byDirection.set(stop.direction, [...(byDirection.get(stop.direction) ?? []), stop]);
  let bothFound = false;
  for (const directionStops of byDirection.values()) {
    const from = directionStops.find((stop) => placeKey(stop.name) === placeKey(boarding));
    const to = directionStops.find((stop) => placeKey(stop.name) === placeKey(alighting));
    if (!from || !to) continue;
    bothFound = true;
    if (from.sequence < to.sequence) return { from, to };
  }
  if (bothFound)
    throw AppError.badRequest('bookings.stopsOrder', {
      fields: { alighting_stop: ['bookings.stopsOrder'] },
    });
  const known = new Set(stops.map((stop) => placeKey(stop.name)));
  throw AppError.badRequest('bookings.stopsNotOnRoute', {
    fields: Object.fromEntries(
      (
        [
          ['boarding_stop', boarding],
          ['alighting_stop', alighting],
        ] as const
      )
        .filter(([, name]) => !known.has(placeKey(name)))
        .map(([field]) => [field, ['bookings.stopsNotOnRoute']]),
    ),
  });
}

export interface BookingsDeps {
  db: Db;
  config: Pick<
    Config,
    'bookingDailySeatCap' | 'bookingMaxSeats' | 'bookingUnpaidPerDay' | 'bookingUnpaidHoldMinutes'
  >;
  payments: PaymentProviders;
  log: FastifyBaseLogger;
}

export function createBookingsService({ db, config, payments, log }: BookingsDeps) {
  const payable = (row: repo.BookingRow): PayableBooking => ({
    id: row.id,
    reference: row.reference,
    user_id: row.user_id,
    route_id: row.route_id,
    route_sacco_id: row.route_sacco_id,
    status: row.status,
    fare_kes: row.fare_kes,
    payment_status: row.payment_status,
    payment_reference: row.payment_reference,
  });

  /** Who the policies ask about: the route's Sacco and stations, and the vehicle's crew. */
  function bookingScope(
    row: repo.BookingRow,
    managers: readonly { vehicle_id: number; user_id: number }[],
  ): BookingScope {
    return {
      user_id: row.user_id,
      route_sacco_id: row.route_sacco_id,
      station_ids: [
        row.origin_station_id,
        row.destination_station_id,
        row.boarding_station_id,
      ].filter((value): value is number => value !== null),
      vehicle_manager_ids: managers
        .filter((manager) => manager.vehicle_id === row.vehicle_id)
        .map((manager) => manager.user_id),
    };
  }

  const adminStationsOf = (account: Account) =>
    reachesByStation(account) ? stationIdsOfAdmin(db, account.id) : [];

  function toBooking(
    row: repo.BookingRow,
    account: Account,
    scope: BookingScope,
    stations: readonly number[],
  ): Booking {
    const provider = row.payment_provider ? payments.get(row.payment_provider) : undefined;
    const name = [row.firstname, row.lastname].filter(Boolean).join(' ').trim();
    const status = row.status;
    const paymentStatus = row.payment_status ?? 'pending';
    return {
      id: row.id,
      reference: row.reference,
      user: row.user_id,
      passenger_name: name || row.username,
      route: row.route_id,
      route_code: row.route_code,
      route_name: row.route_name,
      sacco: row.route_sacco_id,
      boarding_stop: row.boarding_stop,
      boarding_station: row.boarding_station_id,
      alighting_stop: row.alighting_stop,
      travel_date: row.travel_date,
      booking_type: row.booking_type,
      seats: row.seats,
      fare_kes: row.fare_kes,
      status,
      vehicle: row.vehicle_id,
      vehicle_plate: row.vehicle_plate,
      expires_at:
        status === 'pending' && paymentStatus !== 'paid' ? (row.expires_at ?? null) : null,
      payment: row.payment_provider
        ? {
            method: row.payment_provider,
            status: paymentStatus,
            reference: row.payment_reference,
            ...instructionsOf(provider ? provider.instructions(payable(row)) : null),
          }
        : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      can: bookingCan(account, { ...scope, status }, stations),
    };
  }

  /** The booking if `account` may see it (one out of sight is not found), with its scope. */
  async function load(account: Account, id: number) {
    const row = await repo.findBooking(db, id);
    if (!row) throw AppError.notFound('booking');
    const [managers, stations] = await Promise.all([
      repo.vehicleManagersOf(db, [row.vehicle_id]),
      adminStationsOf(account),
    ]);
    const scope = bookingScope(row, managers);
    if (!canSeeBooking(account, scope, stations)) throw AppError.notFound('booking');
    return { row, scope, stations };
  }

  async function detail(account: Account, id: number) {
    const { row, scope, stations } = await load(account, id);
    return toBooking(row, account, scope, stations);
  }

  /** Seats the route can still sell for the day (call with the route locked). */
  async function seatsLeft(
    trx: Db,
    routeId: number,
    stationId: number | null,
    date: string,
    now: string,
  ) {
    // Queued vehicles carry today's passengers; other days, and a queue with no vehicle, use
    // the route's daily cap.
    const queued =
      stationId !== null && date === todayInNairobi()
        ? await repo.queuedSeats(trx, routeId, stationId)
        : { vehicles: 0, seats: 0 };
    const capacity = queued.vehicles > 0 ? queued.seats : config.bookingDailySeatCap;
    return Math.max(capacity - (await repo.bookedSeats(trx, routeId, date, now)), 0);
  }

  async function transition(
    account: Account,
    id: number,
    from: readonly BookingStatus[],
    to: BookingStatus,
    allowed: (loaded: Awaited<ReturnType<typeof load>>) => boolean,
  ) {
    const loaded = await load(account, id);
    if (!allowed(loaded)) throw AppError.forbidden('bookings.outOfScope');
    const provider = loaded.row.payment_provider
      ? payments.get(loaded.row.payment_provider)
      : undefined;
    await db.transaction().execute(async (trx) => {
      if (!(await repo.changeBookingStatus(trx, id, from, to)))
        throw AppError.conflict('bookings.wrongState');
      await recordAudit(trx, {
        actorId: account.id,
        action: 'booking.status',
        entity: 'booking',
        entityId: id,
        data: { from: loaded.row.status, to },
      });
    });
    // The trip happened or was called off: the provider settles the money after the commit.
    const settle =
      to === 'completed' ? provider?.confirm : to === 'cancelled' ? provider?.cancel : undefined;
    if (settle && provider) {
      try {
        const state = await settle.call(provider, payable(loaded.row));
        await repo.updatePayment(db, id, {
          payment_status: state.status,
          payment_reference: state.reference ?? loaded.row.payment_reference,
        });
      } catch (error) {
        log.warn({ err: error, booking: id }, 'payment provider failed to settle the booking');
      }
    }
    return detail(account, id);
  }

  return {
    detail,

    async list(account: Account, query: BookingListQuery) {
      const { rows, count } = await repo.listBookings(
        db,
        bookingListScope(account),
        {
          status: query.status,
          route: query.route,
          ...(query.travel_date ? { travel_date: query.travel_date } : {}),
        },
        pageWindow(query),
      );
      const [managers, stations] = await Promise.all([
        repo.vehicleManagersOf(
          db,
          rows.map((row) => row.vehicle_id),
        ),
        adminStationsOf(account),
      ]);
      return paginated(
        rows.map((row) => toBooking(row, account, bookingScope(row, managers), stations)),
        count,
        query,
      );
    },

    /**
     * Books seats: the stops, the fare and the seats left are read and the booking written in
     * one transaction that holds the route, so concurrent bookings never sell a seat twice.
     */
    async create(account: Account, input: BookingInput) {
      if (input.seats > config.bookingMaxSeats) {
        throw AppError.field(
          'seats',
          problem('bookings.seatsMax', { count: config.bookingMaxSeats }),
        );
      }
      const provider = payments.get(input.payment_method);
      if (!provider) throw AppError.field('payment_method', 'payments.mpesaOff');
      const route = await repo.findActiveRoute(db, input.route);
      if (!route) throw AppError.field('route', 'bookings.routeUnknown');
      const { from, to } = journeyOn(
        await repo.listRouteStops(db, route.id),
        input.boarding_stop,
        input.alighting_stop,
      );
      const fare = await repo.findFare(db, route.id, from.name, to.name);
      // M-Pesa asks for an amount: a journey without a fare can only be paid in cash.
      if (provider.method === 'mpesa' && !fare)
        throw AppError.field('payment_method', 'bookings.mpesaNoFare');
      // A prompt is answered within a minute or two: its seats are held only that long.
      const holdMinutes =
        provider.method === 'mpesa' ? MPESA_HOLD_MINUTES : config.bookingUnpaidHoldMinutes;
      const reference = newReference();

      const id = await db.transaction().execute(async (trx) => {
        await repo.lockRoute(trx, route.id);
        const now = new Date();
        const nowText = now.toISOString();
        // Unpaid requests must not let one passenger hold a route's day: a few per day, and each
        // holds its seats only for a while.
        const unpaid = await repo.unpaidBookingCount(trx, account.id, input.travel_date, nowText);
        if (unpaid >= config.bookingUnpaidPerDay) throw AppError.conflict('bookings.tooManyUnpaid');
        const left = await seatsLeft(trx, route.id, from.station_id, input.travel_date, nowText);
        if (input.seats > left) {
          const soldOut = problem('bookings.soldOut', { count: left });
          throw AppError.conflict(soldOut, { fields: { seats: [soldOut] } });
        }
        const vehicleId =
          from.station_id !== null && input.travel_date === todayInNairobi()
            ? await repo.loadingVehicleId(trx, route.id, from.station_id)
            : null;
        const bookingId = await repo.insertBooking(trx, {
          reference: (await repo.referenceTaken(trx, reference)) ? newReference() : reference,
          user_id: account.id,
          route_id: route.id,
          boarding_stop: from.name,
          boarding_station_id: from.station_id,
          alighting_stop: to.name,
          travel_date: input.travel_date,
          booking_type: input.booking_type,
          seats: input.seats,
          fare_kes: fare ? fare.amount_kes * input.seats : null,
          vehicle_id: vehicleId,
          payment_provider: provider.method,
          payment_status: 'pending',
          expires_at: new Date(now.getTime() + holdMinutes * 60_000).toISOString(),
        });
        await recordAudit(trx, {
          actorId: account.id,
          action: 'booking.create',
          entity: 'booking',
          entityId: bookingId,
          data: { route: route.id, date: input.travel_date, seats: input.seats },
        });
        return bookingId;
      });

      // The payment starts after the commit: a slow provider never holds the route locked.
      const row = await repo.findBooking(db, id);
      if (!row) throw AppError.notFound('booking');
      try {
        const state = await provider.start(payable(row), { phone: input.phone });
        await repo.updatePendingPayment(db, id, {
          payment_status: state.status,
          payment_reference: state.reference,
        });
      } catch (error) {
        log.warn({ err: error, booking: id }, 'payment provider could not start the payment');
        await repo.updatePendingPayment(db, id, { payment_status: 'failed' });
      }
      return { ...messageBody('bookings.created'), booking: await detail(account, id) };
    },

    /**
     * An M-Pesa payment ended (inside its transaction): paid confirms the booking, anything else
     * releases its seats. A payment that comes after the hold lapsed still gets the seats when
     * they are free; otherwise the booking stays cancelled and the fare is owed back.
     */
    async settlePayment(trx: Db, bookingId: number, end: PaymentSettlement) {
      const row = await repo.findBooking(trx, bookingId);
      if (!row) return;
      const nowText = new Date().toISOString();
      let status = row.status;
      if (end.status === 'paid' && row.status === 'pending') {
        const held = row.expires_at === null || row.expires_at > nowText;
        if (!held) await repo.lockRoute(trx, row.route_id);
        const fits =
          held ||
          (await seatsLeft(trx, row.route_id, row.boarding_station_id, row.travel_date, nowText)) >=
            row.seats;
        status = fits ? 'confirmed' : 'cancelled';
      } else if (end.status !== 'paid' && row.status === 'pending') {
        status = 'cancelled';
      }
      await repo.settleBookingPayment(trx, bookingId, row.status, {
        status,
        payment_status:
          end.status === 'paid' ? 'paid' : end.status === 'cancelled' ? 'cancelled' : 'failed',
        payment_reference: end.receipt ?? row.payment_reference,
      });
      await recordAudit(trx, {
        actorId: null,
        action: 'booking.payment',
        entity: 'booking',
        entityId: bookingId,
        data: { payment: end.status, from: row.status, to: status },
      });
    },

    cancel: (account: Account, id: number) =>
      transition(account, id, BOOKING_CHANGES_FROM.cancel, 'cancelled', ({ scope }) =>
        canCancelBooking(account, scope),
      ),
    confirm: (account: Account, id: number) =>
      transition(account, id, BOOKING_CHANGES_FROM.confirm, 'confirmed', ({ scope, stations }) =>
        canManageBooking(account, scope, stations),
      ),
    complete: (account: Account, id: number) =>
      transition(account, id, BOOKING_CHANGES_FROM.complete, 'completed', ({ scope, stations }) =>
        canManageBooking(account, scope, stations),
      ),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
