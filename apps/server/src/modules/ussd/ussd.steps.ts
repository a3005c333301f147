import type { UssdLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { JourneysService } from '../journeys/journeys.service';
import type { QueueService } from '../queue/queue.service';
import type { PhoneAccount } from './ussd.repo';
import { numbered, type Screen } from './ussd.screen';
import type { UssdText } from './ussd.text';

/** A queue change waiting for the PIN that confirms it. */
export type PendingChange =
  | { kind: 'join'; account: number; vehicle: number; station: number; route: number }
  | { kind: 'leave' | 'call' | 'depart'; account: number; entry: number; plate: string };

/** One screen of the menu and what the caller chose on the way to it. */
export type Step =
  | { screen: 'main' }
  | { screen: 'find.from' }
  | { screen: 'find.to'; from: string }
  | { screen: 'stage.ask' }
  | { screen: 'stage.pick'; stations: number[] }
  | { screen: 'vehicle.menu'; account: number }
  | {
      screen: 'vehicle.pick';
      account: number;
      purpose: 'join' | 'leave';
      vehicles: number[];
      page?: number;
    }
  | { screen: 'vehicle.station'; account: number; vehicle: number }
  | {
      screen: 'vehicle.route';
      account: number;
      vehicle: number;
      station: number;
      routes: number[];
      page?: number;
    }
  | { screen: 'marshal.station'; account: number; stations: number[]; page?: number }
  | { screen: 'marshal.route'; account: number; station: number; routes: number[]; page?: number }
  | { screen: 'marshal.menu'; account: number; station: number; route: number }
  | { screen: 'pin'; change: PendingChange }
  | { screen: 'language' };

export type ScreenName = Step['screen'];
export type StepOf<N extends ScreenName> = Extract<Step, { screen: N }>;

/** What an input leads to: a next screen, the end, the same screen with a hint, or the top. */
export type Outcome =
  | { push: Step }
  | { end: Screen }
  | { invalid: string }
  | { main: true; language?: UssdLanguage };

export interface UssdDeps {
  db: Db;
  queue: QueueService;
  journeys: JourneysService;
}

/** One request's view of the caller: their phone, language and the accounts of the phone. */
export interface UssdContext extends UssdDeps {
  phone: string;
  language: UssdLanguage;
  t: UssdText;
  accounts(): Promise<PhoneAccount[]>;
}

export interface Menu<N extends ScreenName> {
  render(ctx: UssdContext, step: StepOf<N>): Promise<Screen> | Screen;
  input(ctx: UssdContext, step: StepOf<N>, value: string): Promise<Outcome> | Outcome;
}

/** The input that shows a list's next page; `0` goes back to the page before. */
export const MORE = '98';
/** A list's items past this many are not offered: their numbers would reach `MORE`. */
const LISTED_MAX = Number(MORE) - 1;

/**
 * A numbered list shown a page at a time: a screen holds a few lines, and a stage can have more
 * routes than that. The numbers go on from page to page, so a number always means one item.
 */
export function pagedList<T>(items: readonly T[], page: number | undefined, size: number) {
  const start = (page ?? 0) * size;
  const shown = items.slice(start, Math.min(start + size, LISTED_MAX));
  const more = items.length > start + size && start + size < LISTED_MAX;
  return {
    /** The page's numbered lines, and the line that offers the next page when there is one. */
    lines: (label: (item: T) => string, t: Pick<UssdText, 'more'>) => [
      ...numbered(shown.map(label), start + 1),
      ...(more ? [t.more] : []),
    ],
    /** The item chosen on this page, `more` for the next page, or null for anything else. */
    pick(value: string): T | 'more' | null {
      if (value === MORE) return more ? 'more' : null;
      const number = itemNumber(value);
      return number === null ? null : (shown[number - 1 - start] ?? null);
    },
  };
}

/** The same list step, a page on. */
export function nextPage<S extends { page?: number }>(step: S): S {
  return { ...step, page: (step.page ?? 0) + 1 };
}

/** The number typed to choose an item of a list, or null for anything else. */
function itemNumber(value: string): number | null {
  return /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** The chosen item of a numbered list, or null for letters, 0 or a number past its end. */
export function choice<T>(value: string, items: readonly T[]): T | null {
  const number = itemNumber(value);
  return number === null ? null : (items[number - 1] ?? null);
}
