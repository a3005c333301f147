import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { enFleet } from './en';
import { swFleet } from './sw';

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('fleet texts', () => {
  it('show the contract’s fleet and membership messages word for word (spec §8)', () => {
    expect(enFleet.messages.fleet).toStrictEqual(messages.fleet);
    expect(enFleet.messages.members).toStrictEqual(messages.members);
  });

  it('are translated into Kiswahili, keeping every placeholder', () => {
    const english = new Map(flatten(enFleet));
    const swahili = flatten(swFleet);
    expect(swahili.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swahili) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
