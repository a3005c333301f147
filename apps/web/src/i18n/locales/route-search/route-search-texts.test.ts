import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { enRouteSearch } from './en';
import { swRouteSearch } from './sw';

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('route search texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    const english = new Map(flatten(enRouteSearch));
    const swahili = flatten(swRouteSearch);
    expect(swahili.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swahili) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
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
