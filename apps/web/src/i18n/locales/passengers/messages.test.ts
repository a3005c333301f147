import '@/i18n/passengers';
import { messageBody, messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { problemText } from '@/lib/problem-text';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enPassengers } from './en';
import { swPassengers } from './sw';

describe('passenger texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enPassengers, swPassengers);
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
