import type { UssdLanguage } from '@foleni/contract';
import { findFrom, findTo } from './menu.find';
import { languageMenu, mainMenu } from './menu.main';
import { marshalMenu, marshalRoute, marshalStation } from './menu.marshal';
import { pinMenu } from './menu.pin';
import { stageAsk, stagePick } from './menu.stage';
import { vehicleMenu, vehiclePick, vehicleRoute, vehicleStation } from './menu.vehicle';
import * as repo from './ussd.repo';
import { end, render, type Screen } from './ussd.screen';
import {
  dropExpiredSessions,
  endSession,
  loadSession,
  saveSession,
  type UssdSession,
} from './ussd.sessions';
import type { Menu, Outcome, ScreenName, Step, UssdContext, UssdDeps } from './ussd.steps';
import { textOf } from './ussd.text';

/** What the gateway sends on each step of a session (Africa's Talking's callback). */
export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  /** Every input of the session so far, joined by `*`; empty on the first request. */
  text: string;
}

const MENUS: { [N in ScreenName]: Menu<N> } = {
  main: mainMenu,
  'find.from': findFrom,
  'find.to': findTo,
  'stage.ask': stageAsk,
  'stage.pick': stagePick,
  'vehicle.menu': vehicleMenu,
  'vehicle.pick': vehiclePick,
  'vehicle.station': vehicleStation,
  'vehicle.route': vehicleRoute,
  'marshal.station': marshalStation,
  'marshal.route': marshalRoute,
  'marshal.menu': marshalMenu,
  pin: pinMenu,
  language: languageMenu,
};

const menuOf = <N extends ScreenName>(step: Extract<Step, { screen: N }>) =>
  MENUS[step.screen] as unknown as Menu<N>;

/** The gateway's +254712345678 as accounts store it (0712345678); others stay as they came. */
export function localPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^254[17]\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  return /^0[17]\d{8}$/.test(digits) ? digits : raw.trim();
}

/** How often an instance clears the sessions nobody finished: a write, so not on every call. */
const SWEEP_EVERY_MS = 60_000;

export function createUssdService(deps: UssdDeps) {
  const { db } = deps;
  let sweptAt = 0;

  function contextOf(phone: string, language: UssdLanguage): UssdContext {
    let accounts: ReturnType<typeof repo.accountsByPhone> | null = null;
    return {
      ...deps,
      phone,
      language,
      t: textOf(language),
      accounts: () => {
        accounts ??= repo.accountsByPhone(db, phone);
        return accounts as Promise<repo.PhoneAccount[]>;
      },
    };
  }

  /** A first call: the phone's chosen language, else Kiswahili if its account says so. */
  async function firstLanguage(phone: string): Promise<UssdLanguage> {
    const chosen = await repo.phoneLanguage(db, phone);
    if (chosen) return chosen;
    const accounts = await repo.accountsByPhone(db, phone);
    const language = await repo.accountLanguage(
      db,
      accounts.map((account) => account.id),
    );
    return language === 'sw' ? 'sw' : 'en';
  }

  async function startSession(phone: string, now: Date): Promise<UssdSession> {
    if (now.getTime() - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = now.getTime();
      await dropExpiredSessions(db, now);
    }
    // Stored by `answer` with the screen it leads to: one write per screen, the first one too.
    return {
      phone,
      language: await firstLanguage(phone),
      processed: 0,
      stack: [{ screen: 'main' }],
      hint: null,
    };
  }

  /** Acts on one input: 0 back, 00 the main menu, else the screen's own handling. */
  async function step(session: UssdSession, value: string): Promise<Screen | null> {
    if (value === '00') {
      session.stack = [{ screen: 'main' }];
      session.hint = null;
      return null;
    }
    if (value === '0' && session.stack.length > 1) {
      session.stack.pop();
      session.hint = null;
      return null;
    }
    const ctx = contextOf(session.phone, session.language);
    const current = session.stack[session.stack.length - 1] as Step;
    const outcome: Outcome = await menuOf(current).input(ctx, current as never, value);
    if ('end' in outcome) return outcome.end;
    session.hint = 'invalid' in outcome ? outcome.invalid : null;
    if ('invalid' in outcome) return null;
    if ('push' in outcome) session.stack.push(outcome.push);
    else {
      session.stack = [{ screen: 'main' }];
      if (outcome.language) session.language = outcome.language;
    }
    return null;
  }

  return {
    /**
     * The next screen of a session. Only the inputs not yet acted on are taken (a gateway's
     * retry of the same request changes nothing); anything unexpected ends the session kindly.
     */
    async answer(request: UssdRequest, now = new Date()): Promise<string> {
      const phone = localPhone(request.phoneNumber);
      const inputs = request.text === '' ? [] : request.text.split('*');
      let session = await loadSession(db, request.sessionId, now);
      if (!session) {
        if (inputs.length > 0) return render(end(textOf(await firstLanguage(phone)).expired));
        session = await startSession(phone, now);
      }
      if (session.phone !== phone || inputs.length < session.processed)
        return render(end(textOf(session.language).sorry));
      for (const value of inputs.slice(session.processed)) {
        session.processed++;
        const over = await step(session, value.trim());
        if (over) {
          await endSession(db, request.sessionId);
          return render(over);
        }
      }
      await saveSession(db, request.sessionId, session, now);
      const current = session.stack[session.stack.length - 1] as Step;
      const screen = await menuOf(current).render(
        contextOf(phone, session.language),
        current as never,
      );
      return render(session.hint ? { ...screen, lines: [session.hint, ...screen.lines] } : screen);
    },
  };
}
export type UssdService = ReturnType<typeof createUssdService>;
