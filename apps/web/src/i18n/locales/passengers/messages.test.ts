import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { enPassengers } from './en';
import { numberedPassengerMessage } from './numbered-messages';
import { swPassengers } from './sw';

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

function textAt(texts: Texts, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts,
    );
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
}

/** What i18next would show: the English template with its values filled in. */
function fill(key: string, values: Record<string, string>): string {
  return textAt(enPassengers, key).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

describe('passenger texts', () => {
  it('Kiswahili keeps every placeholder of the English text', () => {
    const sw = new Map(flatten(swPassengers));
    for (const [key, text] of flatten(enPassengers)) {
      expect(placeholders(sw.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('recognises the payment instructions and words them exactly as the contract', () => {
    const text = messages.bookings.cashInstructions({ fare: 1200 });
    const numbered = numberedPassengerMessage(text);
    expect(numbered, text).not.toBeNull();
    expect(fill(numbered?.key ?? '', numbered?.values ?? {})).toBe(text);
    expect(numberedPassengerMessage(messages.complaints.submitted)).toBeNull();
  });

  it('pins the spec §8 complaint texts word for word', () => {
    expect(enPassengers.messages.complaints.submitted).toBe('Complaint submitted successfully!');
    expect(enPassengers.messages.complaints.submitFailed).toBe('Failed to submit complaint');
    expect(enPassengers.messages.complaints.submitError).toBe('Error submitting complaint');
  });
});
