import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, PASSWORD_MIN_LENGTH, signupSchema } from './auth';
import { bookingInputSchema } from './bookings';
import {
  coded,
  codedIssue,
  errorBodySchema,
  isMessageCode,
  MESSAGE_CODES,
  messageBody,
  messageOf,
  messageSchema,
  problem,
  problemBody,
  problemOfIssue,
} from './errors';
import { routeServicesInputSchema } from './network';

describe('error codes', () => {
  it('says each code in the catalogue’s English, filling in its values', () => {
    expect(messageOf(problem('account.emailTaken'))).toBe(
      'An account with this e-mail already exists.',
    );
    expect(messageOf(problem('api.tooLong', { max: 254 }))).toBe('Use at most 254 characters.');
    expect(messageOf(problem('gtfs.routeCodeTaken', { code: '107D' }))).toBe(
      'Route number 107D already belongs to a route that this feed does not describe.',
    );
  });

  it('counts seats in the singular and plural', () => {
    const soldOut = (count: number) => messageOf(problem('bookings.soldOut', { count }));
    expect(soldOut(0)).toBe('This route is fully booked for that day.');
    expect(soldOut(1)).toBe('Only 1 seat left on this route for that day.');
    expect(soldOut(3)).toBe('Only 3 seats left on this route for that day.');
    const seatsMax = (count: number) => messageOf(problem('bookings.seatsMax', { count }));
    expect(seatsMax(1)).toBe('You can book at most 1 seat at once.');
    expect(seatsMax(4)).toBe('You can book at most 4 seats at once.');
  });

  it('knows every code of the catalogue and nothing else', () => {
    expect(MESSAGE_CODES).toContain('queue.notHead');
    expect(MESSAGE_CODES.every(isMessageCode)).toBe(true);
    expect(isMessageCode('queue.nothing')).toBe(false);
    expect(isMessageCode('Only the vehicle at the head of the line can be called to load.')).toBe(
      false,
    );
  });

  it('marks a failed schema check with its code, its values and its English text', () => {
    const parsed = signupSchema.safeParse({
      email: 'not-an-address',
      password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
      confirmPassword: 'y',
      national_id: '1'.repeat(30),
    });
    expect(parsed.success).toBe(false);
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), problemOfIssue(issue)]),
    );
    expect(byField).toMatchObject({
      email: { code: 'signup.emailInvalid' },
      password: { code: 'login.passwordTooShort' },
      national_id: { code: 'api.tooLong', params: { max: 20 } },
    });
    const tooShort = parsed.error?.issues.find((issue) => issue.path[0] === 'password');
    expect(tooShort?.message).toBe('Password must be at least 6 characters!');
  });

  it('accepts a password of exactly the minimum length', () => {
    const password = 'x'.repeat(PASSWORD_MIN_LENGTH);
    expect(loginSchema.safeParse({ username: 'amina', password }).success).toBe(true);
  });

  it('marks the checks of refinements and issues raised by hand', () => {
    const stops = bookingInputSchema.safeParse({
      route: 1,
      boarding_stop: 'Kencom',
      alighting_stop: 'Kencom',
      travel_date: '2999-01-01',
      seats: 1,
      booking_type: 'one way',
    });
    expect(stops.error?.issues.map(problemOfIssue)).toEqual([{ code: 'bookings.sameStops' }]);
    const overlap = routeServicesInputSchema.safeParse({
      bands: [
        { start: '06:00', end: '09:00', headway_min: 10 },
        { start: '08:00', end: '10:00', headway_min: 10 },
      ],
    });
    expect(overlap.error?.issues.map(problemOfIssue)).toEqual([
      { code: 'network.serviceBandsOverlap' },
    ]);
  });

  it('finds the problem in the details fastify keeps of an issue, and none in zod’s own', () => {
    const kept = { message: 'x', params: { minimum: 1, problem: problem('queue.notHead') } };
    expect(problemOfIssue(kept)).toEqual({ code: 'queue.notHead' });
    const own = z.number().safeParse('1').error?.issues[0];
    expect(problemOfIssue(own)).toBeUndefined();
    expect(problemOfIssue({ params: { problem: { code: 'made.up' } } })).toBeUndefined();
  });

  it('builds the check and the hand-raised issue from the same text', () => {
    const issue = {};
    expect(coded('queue.positionRange')(issue)).toBe('That place is outside the waiting line.');
    expect(issue).toEqual({ problem: { code: 'queue.positionRange' } });
    expect(codedIssue('queue.positionRange').message).toBe(
      'That place is outside the waiting line.',
    );
  });

  it('describes the body of every error, with the problems of each field', () => {
    const body = {
      ...problemBody(problem('api.checkInput')),
      fields: { name: [problemBody(problem('places.nameTooLong', { max: 80 }))] },
    };
    expect(body).toEqual({
      code: 'api.checkInput',
      message: 'Please check your input and try again.',
      fields: {
        name: [
          {
            code: 'places.nameTooLong',
            message: 'Use at most 80 characters for a place name',
            params: { max: 80 },
          },
        ],
      },
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ ...body, code: 'made.up' }).success).toBe(false);
  });

  it('says a success answer the way an error says its problem', () => {
    expect(messageBody('account.passwordChanged')).toEqual({
      code: 'account.passwordChanged',
      message: 'Password changed successfully',
    });
    const instructions = messageBody('bookings.cashInstructions', { fare: 1200 });
    expect(instructions).toEqual({
      code: 'bookings.cashInstructions',
      message: 'Pay KES 1,200 to the conductor in cash when you board.',
      params: { fare: 1200 },
    });
    expect(messageSchema.parse(instructions)).toEqual(instructions);
  });
});
