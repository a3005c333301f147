import { describe, expect, it } from 'vitest';
import { enPwa } from './en';
import { swPwa } from './sw';

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('offline texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    const english = new Map(flatten(enPwa));
    const swahili = flatten(swPwa);
    expect(swahili.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swahili) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
