import { type Journey, PLACE_QUERY_MAX } from '@foleni/contract';
import { con, end, type Screen } from './ussd.screen';
import type { Menu, UssdContext } from './ussd.steps';
import type { UssdText } from './ussd.text';

// Find a matatu: from, then to, as the journey planner takes them; the best journey on one screen.

async function isKnownPlace(ctx: UssdContext, text: string): Promise<boolean> {
  const planner = await ctx.journeys.current();
  return planner.places.resolve(text.slice(0, PLACE_QUERY_MAX)).kind !== 'unknown';
}

export const findFrom: Menu<'find.from'> = {
  render: ({ t }) => con(t.askFrom, t.backMenu),
  async input(ctx, _step, value) {
    if (!(await isKnownPlace(ctx, value))) return { invalid: ctx.t.placeUnknown };
    return { push: { screen: 'find.to', from: value } };
  },
};

export const findTo: Menu<'find.to'> = {
  render: ({ t }) => con(t.askTo, t.backMenu),
  async input(ctx, step, value) {
    if (!(await isKnownPlace(ctx, value))) return { invalid: ctx.t.placeUnknown };
    const { body } = await ctx.journeys.plan({
      from: step.from.slice(0, PLACE_QUERY_MAX),
      to: value.slice(0, PLACE_QUERY_MAX),
    });
    const best = body.journeys[0];
    return {
      end: best
        ? journeyScreen(ctx.t, body.from.name, body.to.name, best)
        : end(ctx.t.noJourney(body.from.name, body.to.name)),
    };
  },
};

/** Route numbers with where to board and get off (the change between rides), fare and time. */
function journeyScreen(t: UssdText, from: string, to: string, journey: Journey): Screen {
  const rides = journey.legs.flatMap((leg) =>
    leg.mode === 'matatu' ? [t.ride(leg.route.route_id, leg.from.name, leg.to.name)] : [],
  );
  const walkOnly = rides.length === 0 ? [t.walk(journey.walk_m)] : [];
  return end(
    t.journeyHead(from, to),
    ...rides,
    ...walkOnly,
    journey.fare_kes === null ? t.fareUnknown : t.fare(journey.fare_kes),
    t.minutes(Math.max(1, Math.round(journey.duration_s / 60))),
  );
}
