import { expect } from 'vitest';

type Texts = { readonly [key: string]: string | Texts };

/** Each text of a catalogue under its dotted key. */
function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * The tests' check of a catalogue's translation: Kiswahili has a text for every English key and
 * no other, none of them empty, each with the English text's placeholders.
 */
export function expectSwahiliOfEvery(english: Texts, swahili: Texts) {
  const englishTexts = new Map(flatten(english));
  const swahiliTexts = flatten(swahili);
  expect(swahiliTexts.map(([key]) => key).sort()).toEqual([...englishTexts.keys()].sort());
  for (const [key, text] of swahiliTexts) {
    expect(text.trim(), key).not.toBe('');
    expect(placeholders(text), key).toEqual(placeholders(englishTexts.get(key) ?? ''));
  }
}
