import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enRouteSearch } from './en';
import { swRouteSearch } from './sw';

describe('route search texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enRouteSearch, swRouteSearch);
  });

  it('know the planner’s messages word for word in English', () => {
    const planner = enRouteSearch.messages.journeys;
    expect(planner.none).toBe(messages.journeys.none);
    expect(planner.outsideNetwork.replace('{{place}}', 'Nakuru')).toBe(
      messages.journeys.outsideNetwork({ place: 'Nakuru' }),
    );
    expect(planner.placeTooLong.replace('{{max}}', '120')).toBe(
      messages.journeys.placeTooLong({ max: 120 }),
    );
  });
});
