import '@/i18n/passengers';
import '@/i18n/queue';
import '@/i18n/route-search';
import {
  MESSAGE_CODES,
  type MessageCode,
  messageBody,
  messageOf,
  type PlainCode,
  type Problem,
} from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { problemText } from '@/lib/problem-text';
import { enAccount } from './account/en';
import { swAccount } from './account/sw';
import { en } from './en';
import { enErrors } from './errors/en';
import { swErrors } from './errors/sw';
import { enFleet } from './fleet/en';
import { swFleet } from './fleet/sw';
import { enNetwork } from './network/en';
import { swNetwork } from './network/sw';
import { enPassengers } from './passengers/en';
import { swPassengers } from './passengers/sw';
import { enPlaces } from './places/en';
import { swPlaces } from './places/sw';
import { enQueue } from './queue/en';
import { swQueue } from './queue/sw';
import { enRouteSearch } from './route-search/en';
import { swRouteSearch } from './route-search/sw';
import { sw } from './sw';

type Tree = { [key: string]: string | Tree };

/** The catalogue of one language: every bundle's `messages` texts, keyed by code. */
function catalogue(bundles: object[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const bundle of bundles) {
    const groups = (bundle as { messages?: Tree }).messages ?? {};
    for (const [group, entries] of Object.entries(groups)) {
      for (const [key, text] of Object.entries(entries as Tree)) {
        // i18next's plural forms (`soldOut_one`) belong to the code without the suffix.
        if (typeof text === 'string')
          texts.set(`${group}.${key.replace(/_(zero|one|other)$/, '')}`, text);
      }
    }
  }
  return texts;
}

const english = catalogue([
  en,
  enAccount,
  enErrors,
  enFleet,
  enNetwork,
  enPassengers,
  enPlaces,
  enQueue,
  enRouteSearch,
]);
const kiswahili = catalogue([
  sw,
  swAccount,
  swErrors,
  swFleet,
  swNetwork,
  swPassengers,
  swPlaces,
  swQueue,
  swRouteSearch,
]);

describe('the catalogue of error codes', () => {
  it('has every code of the contract in English and Kiswahili', () => {
    const missing = (texts: Map<string, string>) =>
      MESSAGE_CODES.filter((code) => !texts.has(code));
    expect(missing(english)).toEqual([]);
    expect(missing(kiswahili)).toEqual([]);
  });

  it('has the same codes in both languages', () => {
    expect([...kiswahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('shows the contract’s English word for word', () => {
    const isPlain = (code: MessageCode): code is PlainCode => !english.get(code)?.includes('{{');
    const differing = MESSAGE_CODES.filter(isPlain).filter(
      (code) => english.get(code) !== messageOf({ code } as Problem),
    );
    expect(differing).toEqual([]);
  });

  it('says the answers made with values word for word as the contract, and in Kiswahili with them', () => {
    const plateAndStation = { plate: 'KDA 123Q', station: 'Kencom' };
    const answers = [
      messageBody('queue.called', plateAndStation),
      messageBody('queue.nextInLine', plateAndStation),
      messageBody('queue.queued', plateAndStation),
      messageBody('journeys.outsideNetwork', { place: 'Nakuru' }),
      messageBody('bookings.cashInstructions', { fare: 1200 }),
    ];
    for (const answer of answers) {
      expect(problemText(i18n.getFixedT('en'), answer)).toBe(answer.message);
      const swahili = problemText(i18n.getFixedT('sw'), answer);
      expect(swahili).not.toBe(answer.message);
      for (const value of Object.values(answer.params ?? {}))
        expect(swahili).toContain(
          typeof value === 'number' ? value.toLocaleString('en-KE') : String(value),
        );
    }
  });
});
