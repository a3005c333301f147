import { messages, todayInNairobi } from '@foleni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachStationAdmin,
  createQueueEntry,
  createRoute,
  createRouteFare,
  createRouteStops,
  createSacco,
  createStation,
  createVehicle,
  signedIn,
} from '../../test/factories';
import { createTestApp, fieldMessages, type TestContext, testEngine } from '../../test/test-app';
import { updateUser } from '../users/users.repo';

type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof signedIn>>;

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`bookings (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Headers;
  let saccoId: number;
  let sacco: Signed;
  let otherSacco: Signed;
  let customer: Signed;
  let otherCustomer: Signed;
  let driver: Signed;
  let stationAdmin: Signed;
  let routeId: number;
  let oneWayRouteId: number;
  let vehicleId: number;
  const stations: Record<string, number> = {};
  const today = todayInNairobi();
  const tomorrow = dayAfter(today, 1);

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1.0/${url}`, headers, ...(payload ? { payload } : {}) });
  const book = (headers: Headers, overrides: object = {}) =>
    call('POST', 'bookings/', headers, {
      route: routeId,
      boarding_stop: 'Kencom',
      alighting_stop: 'Githurai 45',
      travel_date: tomorrow,
      seats: 1,
      booking_type: 'one way',
      ...overrides,
    });

  beforeAll(async () => {
    ctx = await createTestApp({ BOOKING_DAILY_SEAT_CAP: '6' });
    const db = ctx.db;
    admin = (await signedIn(ctx.app, db, { role: 'SYSTEM_ADMIN' })).headers;
    saccoId = (await createSacco(db, { name: 'Super Metro Sacco' })).id;
    const otherSaccoId = (await createSacco(db, { name: 'Embassava Sacco' })).id;
    sacco = await signedIn(ctx.app, db, { role: 'SACCO' });
    await updateUser(db, sacco.user.id, { sacco_id: saccoId });
    otherSacco = await signedIn(ctx.app, db, { role: 'SACCO' });
    await updateUser(db, otherSacco.user.id, { sacco_id: otherSaccoId });
    customer = await signedIn(ctx.app, db, { role: 'CUSTOMER' });
    otherCustomer = await signedIn(ctx.app, db, { role: 'CUSTOMER' });
    driver = await signedIn(ctx.app, db, { role: 'DRIVER' });
    stationAdmin = await signedIn(ctx.app, db, { role: 'STATION_ADMIN' });

    const names = ['Kencom', 'Ngara', 'Githurai 45'];
    for (const name of names) stations[name] = (await createStation(db, { name })).id;
    await attachStationAdmin(db, stations.Kencom as number, stationAdmin.user.id);
    routeId = (await createRoute(db, { route_id: '45', sacco_id: saccoId })).id;
    oneWayRouteId = (await createRoute(db, { route_id: '46', sacco_id: saccoId })).id;
    const stops = names.map((name) => ({ name, station_id: stations[name] ?? null }));
    await createRouteStops(db, routeId, [stops, [...stops].reverse()]);
    await createRouteStops(db, oneWayRouteId, [names.map((name) => ({ name }))]);
    // Priced the other way round: a fare holds for both directions.
    await createRouteFare(db, {
      route_id: routeId,
      from_stop: 'Githurai 45',
      to_stop: 'Kencom',
      amount_kes: 120,
    });
    vehicleId = (
      await createVehicle(db, {
        plate: 'KDA 123A',
        seats: 5,
        sacco_id: saccoId,
        drivers: [driver.user.id],
      })
    ).id;
  });
  afterAll(() => ctx.close());

  it('books seats with the fare, a reference and cash on boarding', async () => {
    const response = await book(customer.headers, { seats: 2, boarding_stop: ' kencom ' });
    expect(response.statusCode).toBe(201);
    const { code, message, booking } = response.json();
    expect([code, message]).toEqual(['bookings.created', messages.bookings.created]);
    expect(booking).toMatchObject({
      user: customer.user.id,
      route: routeId,
      route_code: '45',
      boarding_stop: 'Kencom',
      boarding_station: stations.Kencom,
      alighting_stop: 'Githurai 45',
      travel_date: tomorrow,
      seats: 2,
      fare_kes: 240,
      status: 'pending',
      vehicle: null,
      payment: {
        method: 'cash',
        status: 'pending',
        instructions: messages.bookings.cashInstructions({ fare: 240 }),
        instructions_code: 'bookings.cashInstructions',
        instructions_params: { fare: 240 },
      },
    });
    expect(booking.reference).toMatch(/^FOL-[A-Z2-9]{6}$/);

    // The return direction, unpriced between these stops: no fare.
    const back = await book(customer.headers, {
      boarding_stop: 'Githurai 45',
      alighting_stop: 'Ngara',
    });
    expect(back.json().booking).toMatchObject({
      fare_kes: null,
      boarding_station: stations['Githurai 45'],
      payment: {
        instructions: messages.bookings.cashNoFare,
        instructions_code: 'bookings.cashNoFare',
        instructions_params: null,
      },
    });
    await call('POST', `bookings/${back.json().booking.id}/cancel/`, customer.headers);
  });

  it('refuses past dates, unknown stops, the wrong order and sold-out days', async () => {
    const past = await book(customer.headers, { travel_date: dayAfter(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(messages.search.datePast);
    const unknown = await book(customer.headers, { alighting_stop: 'Mombasa' });
    expect(unknown.json()).toMatchObject({ code: 'bookings.stopsNotOnRoute' });
    expect(fieldMessages(unknown)).toEqual({ alighting_stop: [messages.bookings.stopsNotOnRoute] });
    const order = await book(customer.headers, {
      route: oneWayRouteId,
      boarding_stop: 'Githurai 45',
      alighting_stop: 'Kencom',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(messages.bookings.stopsOrder);
    expect(fieldMessages(await book(customer.headers, { route: 999999 }))).toEqual({
      route: [messages.bookings.routeUnknown],
    });
    expect((await book(customer.headers, { alighting_stop: 'KENCOM' })).statusCode).toBe(400);
    expect((await book(sacco.headers)).statusCode).toBe(403);

    // The daily cap (6 here) with 2 seats already held tomorrow: 4 left.
    const tooMany = await book(otherCustomer.headers, { seats: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(messages.bookings.soldOut({ count: 4 }));
    expect((await book(otherCustomer.headers, { seats: 4 })).statusCode).toBe(201);
    expect((await book(otherCustomer.headers)).json().message).toBe(
      messages.bookings.soldOut({ count: 0 }),
    );
    // Another day has its own seats.
    expect(
      (await book(otherCustomer.headers, { travel_date: dayAfter(today, 2) })).statusCode,
    ).toBe(201);
  });

  it('never overbooks the last seats of a queued vehicle under concurrent requests', async () => {
    // Today the vehicle loading at Kencom (5 seats) is the capacity, and it carries the bookings.
    await createQueueEntry(ctx.db, {
      station_id: stations.Kencom as number,
      route_id: routeId,
      vehicle_id: vehicleId,
      status: 'loading',
      loading_at: new Date().toISOString(),
    });
    const passengers = await Promise.all(
      Array.from({ length: 4 }, () => signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' })),
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book((passengers[i % passengers.length] as Signed).headers, { travel_date: today }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    const held = await ctx.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('route_id', '=', routeId)
      .where('travel_date', '=', today)
      .where('status', 'in', ['pending', 'confirmed'])
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(5);
    const made = responses.find((response) => response.statusCode === 201)?.json().booking;
    expect(made).toMatchObject({ vehicle: vehicleId, vehicle_plate: 'KDA 123A' });
    const references = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().booking.reference);
    expect(new Set(references).size).toBe(5);
  });

  it('shows each role its bookings and lets staff confirm and complete, the passenger cancel', async () => {
    const ids = async (headers: Headers, query = '') =>
      (await call('GET', `bookings/?p_size=100${query}`, headers))
        .json()
        .results.map((booking: { id: number }) => booking.id);
    const mine = (await book(customer.headers, { travel_date: dayAfter(today, 3) })).json().booking;
    expect(await ids(customer.headers)).toContain(mine.id);
    expect(await ids(otherCustomer.headers)).not.toContain(mine.id);
    expect(await ids(sacco.headers)).toContain(mine.id);
    expect(await ids(otherSacco.headers)).toEqual([]);
    expect(await ids(stationAdmin.headers)).toContain(mine.id);
    expect(await ids(admin, `&travel_date=${dayAfter(today, 3)}`)).toEqual([mine.id]);
    // The driver sees only bookings on their vehicle (today's, made while it loaded).
    const driverIds = await ids(driver.headers);
    expect(driverIds.length).toBe(5);
    expect(driverIds).not.toContain(mine.id);

    expect((await call('GET', `bookings/${mine.id}/`, otherCustomer.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `bookings/${mine.id}/cancel/`, otherCustomer.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `bookings/${mine.id}/confirm/`, otherSacco.headers)).statusCode,
    ).toBe(404);
    expect((await call('POST', `bookings/${mine.id}/confirm/`, driver.headers)).statusCode).toBe(
      404,
    );

    const confirmed = await call('POST', `bookings/${mine.id}/confirm/`, sacco.headers);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', payment: { status: 'pending' } });
    expect((await call('POST', `bookings/${mine.id}/confirm/`, sacco.headers)).json().message).toBe(
      messages.bookings.wrongState,
    );
    const completed = await call('POST', `bookings/${mine.id}/complete/`, stationAdmin.headers);
    expect(completed.json()).toMatchObject({
      status: 'completed',
      payment: { status: 'paid', instructions: null, instructions_code: null },
    });
    expect((await call('POST', `bookings/${mine.id}/cancel/`, customer.headers)).statusCode).toBe(
      409,
    );

    // A driver completes a booking on their vehicle; the passenger cancels another.
    const onVehicle = driverIds[0] as number;
    expect((await call('POST', `bookings/${onVehicle}/complete/`, driver.headers)).statusCode).toBe(
      200,
    );
    const later = (await book(customer.headers, { travel_date: dayAfter(today, 4) })).json()
      .booking;
    const cancelled = await call('POST', `bookings/${later.id}/cancel/`, customer.headers);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    expect(await ids(customer.headers, '&status=cancelled')).toContain(later.id);
  });

  it('says in can what each caller may do with a booking now, and the server agrees', async () => {
    const date = dayAfter(today, 5);
    const canOf = async (headers: Headers, id: number) => {
      const detail = (await call('GET', `bookings/${id}/`, headers)).json();
      const listed = (await call('GET', `bookings/?p_size=100&travel_date=${date}`, headers))
        .json()
        .results.find((booking: { id: number }) => booking.id === id);
      expect(listed.can).toEqual(detail.can);
      return detail.can;
    };
    const created = (await book(customer.headers, { travel_date: date })).json().booking;
    const passenger = { cancel: true, confirm: false, complete: false };
    expect(created.can).toEqual(passenger);
    expect(await canOf(customer.headers, created.id)).toEqual(passenger);
    for (const staff of [sacco.headers, stationAdmin.headers, admin])
      expect(await canOf(staff, created.id)).toEqual({
        cancel: false,
        confirm: true,
        complete: true,
      });
    const driverSees = (await call('GET', 'bookings/?status=pending', driver.headers)).json();
    expect(driverSees.results[0].can).toEqual({ cancel: false, confirm: true, complete: true });

    // What can refuses, the server refuses.
    expect((await call('POST', `bookings/${created.id}/cancel/`, sacco.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `bookings/${created.id}/confirm/`, customer.headers)).statusCode,
    ).toBe(403);
    // Each change moves what is left to do.
    const confirmed = await call('POST', `bookings/${created.id}/confirm/`, stationAdmin.headers);
    expect(confirmed.json().can).toEqual({ cancel: false, confirm: false, complete: true });
    expect(await canOf(customer.headers, created.id)).toEqual(passenger);
    const cancelled = await call('POST', `bookings/${created.id}/cancel/`, customer.headers);
    expect(cancelled.json().can).toEqual({ cancel: false, confirm: false, complete: false });
    expect(await canOf(sacco.headers, created.id)).toEqual({
      cancel: false,
      confirm: false,
      complete: false,
    });
    expect((await call('POST', `bookings/${created.id}/complete/`, sacco.headers)).statusCode).toBe(
      409,
    );
  });
});

describe(`booking limits: seats per booking, unpaid bookings per day, and their expiry (${testEngine})`, () => {
  let ctx: TestContext;
  let admin: Headers;
  let routeId: number;
  const travelDate = dayAfter(todayInNairobi(), 2);

  beforeAll(async () => {
    ctx = await createTestApp({
      BOOKING_DAILY_SEAT_CAP: '12',
      BOOKING_MAX_SEATS: '4',
      BOOKING_UNPAID_PER_DAY: '2',
      BOOKING_UNPAID_HOLD_MINUTES: '30',
    });
    admin = (await signedIn(ctx.app, ctx.db, { role: 'SYSTEM_ADMIN' })).headers;
    routeId = (await createRoute(ctx.db, { route_id: '45' })).id;
    await createRouteStops(ctx.db, routeId, [[{ name: 'Kencom' }, { name: 'Githurai 45' }]]);
  });
  afterAll(() => ctx.close());

  const book = (headers: Headers, seats: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/bookings/',
      headers,
      payload: {
        route: routeId,
        boarding_stop: 'Kencom',
        alighting_stop: 'Githurai 45',
        travel_date: travelDate,
        seats,
        booking_type: 'one way',
      },
    });
  const bookingCount = async () =>
    (await ctx.db.selectFrom('bookings').select('id').execute()).length;
  const expire = (ids: number[]) =>
    ctx.db
      .updateTable('bookings')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', 'in', ids)
      .execute();

  it('stops one passenger holding a whole day with unpaid requests, and frees expired seats', async () => {
    const hoarder = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
    const tooMany = await book(hoarder.headers, 5);
    expect(tooMany.statusCode).toBe(400);
    const seatsMax = {
      code: 'bookings.seatsMax',
      message: messages.bookings.seatsMax({ count: 4 }),
      params: { count: 4 },
    };
    expect(tooMany.json()).toEqual({ ...seatsMax, fields: { seats: [seatsMax] } });

    const first = await book(hoarder.headers, 4);
    expect(first.statusCode).toBe(201);
    const held = first.json().booking;
    const heldFor = Date.parse(held.expires_at) - Date.parse(held.created_at);
    expect(Math.abs(heldFor - 30 * 60_000)).toBeLessThan(5_000);
    const second = (await book(hoarder.headers, 4)).json().booking;
    const before = await bookingCount();
    const third = await book(hoarder.headers, 1);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'bookings.tooManyUnpaid',
      message: messages.bookings.tooManyUnpaid,
    });
    expect(await bookingCount()).toBe(before);

    // 8 of 12 seats held: another passenger gets 4, then the day is full.
    const other = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
    const confirmedId = (await book(other.headers, 4)).json().booking.id;
    expect((await book(other.headers, 1)).json().message).toBe(
      messages.bookings.soldOut({ count: 0 }),
    );

    // The hoarder's unpaid seats expire: they are free again, and the hoarder may book again.
    await expire([held.id, second.id]);
    const late = await signedIn(ctx.app, ctx.db, { role: 'CUSTOMER' });
    expect((await book(late.headers, 4)).statusCode).toBe(201);
    expect((await book(hoarder.headers, 4)).statusCode).toBe(201);
    expect((await book(late.headers, 1)).json().message).toBe(
      messages.bookings.soldOut({ count: 0 }),
    );

    // A confirmed booking holds its seats past the unpaid hold, and no longer shows an expiry.
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1.0/bookings/${confirmedId}/confirm/`,
      headers: admin,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().expires_at).toBeNull();
    await expire([confirmedId]);
    expect((await book(late.headers, 1)).json().message).toBe(
      messages.bookings.soldOut({ count: 0 }),
    );
  });
});
