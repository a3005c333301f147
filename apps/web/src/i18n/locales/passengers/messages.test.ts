import '@/i18n/passengers';
import { messageBody, messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { problemText } from '@/lib/problem-text';
import { enPassengers } from './en';
import { swPassengers } from './sw';

type Texts = { readonly [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('passenger texts', () => {
  it('Kiswahili keeps every placeholder of the English text', () => {
    const sw = new Map(flatten(swPassengers));
    for (const [key, text] of flatten(enPassengers)) {
      expect(placeholders(sw.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('says the payment instructions by their code, the fare written as the contract writes it', () => {
    const withFare = messageBody('bookings.cashInstructions', { fare: 1200 });
    expect(problemText(i18n.getFixedT('en'), withFare)).toBe(withFare.message);
    expect(problemText(i18n.getFixedT('sw'), withFare)).toBe(
      'Mlipe kondakta KES 1,200 pesa taslimu unapopanda.',
    );
    const noFare = messageBody('bookings.cashNoFare');
    expect(problemText(i18n.getFixedT('en'), noFare)).toBe(messages.bookings.cashNoFare);
    expect(problemText(i18n.getFixedT('sw'), noFare)).toBe(
      'Mlipe kondakta pesa taslimu unapopanda.',
    );
  });
});
