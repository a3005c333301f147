import type { UssdLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import type { JourneysService } from '../journeys/journeys.service';
import type { QueueService } from '../queue/queue.service';
import type { PhoneAccount } from './ussd.repo';
import type { Screen } from './ussd.screen';
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
  | { screen: 'vehicle.pick'; account: number; purpose: 'join' | 'leave'; vehicles: number[] }
  | { screen: 'vehicle.station'; account: number; vehicle: number }
  | {
      screen: 'vehicle.route';
      account: number;
      vehicle: number;
      station: number;
      routes: number[];
    }
  | { screen: 'marshal.station'; account: number; stations: number[] }
  | { screen: 'marshal.route'; account: number; station: number; routes: number[] }
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

/** The chosen item of a numbered list, or null for letters, 0 or a number past its end. */
export function choice<T>(value: string, items: readonly T[]): T | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  return items[Number(value) - 1] ?? null;
}
