import type { SmsLanguage } from '@foleni/contract';
import type { Db } from '../../db/database';
import { activeAtStation } from '../queue/queue.repo';
import { findStationByCode } from '../ussd/ussd.repo';
import { parseSmsCommand, type SmsCommand } from './sms.commands';
import { queueSms } from './sms.outbound';
import { storedPhone } from './sms.phone';
import * as repo from './sms.repo';
import { type RouteLine, STAGE_ROUTES_MAX, smsTexts } from './sms.texts';

/** A text as Africa's Talking's callback delivers it. */
export interface InboundSms {
  id: string;
  from: string;
  to: string;
  text: string;
  date: string | null;
  linkId: string | null;
}

/**
 * Keeps a received text and queues its answer in one transaction, so a stored text is always
 * answered, and a callback delivered twice (the same gateway id) is answered once (false). A sender that
 * is not a Kenyan mobile is kept but not answered: the gateway could not reach it.
 */
export function receiveSms(db: Db, sms: InboundSms): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertInbound(trx, {
      provider_id: sms.id,
      from_phone: sms.from,
      to_code: sms.to,
      text: sms.text,
      link_id: sms.linkId,
      received_at: sms.date,
    });
    if (id === undefined) return false;
    const phone = storedPhone(sms.from);
    if (phone) {
      await queueSms(trx, {
        key: `inbound:${id}`,
        phone,
        body: await answer(trx, phone, parseSmsCommand(sms.text)),
      });
    }
    return true;
  });
}

async function answer(db: Db, phone: string, command: SmsCommand): Promise<string> {
  const accounts = await repo.accountsByPhone(db, phone);
  const language: SmsLanguage = command.language ?? accounts[0]?.language ?? 'en';
  const texts = smsTexts(language);
  switch (command.kind) {
    case 'help':
      return texts.help();
    case 'pos':
      return placesAnswer(db, language, accounts);
    case 'stage':
      return stageAnswer(db, language, command.code);
  }
}

async function placesAnswer(db: Db, language: SmsLanguage, accounts: { id: number }[]) {
  const texts = smsTexts(language);
  if (accounts.length === 0) return texts.noAccount();
  const places = await repo.crewPlaces(
    db,
    accounts.map((account) => account.id),
  );
  if (places.length === 0) return texts.notInLine();
  return texts.places(
    places.map((place) => ({
      plate: place.plate,
      route: place.route,
      station: place.station,
      loading: place.status === 'loading',
      position: place.position ?? 0,
    })),
  );
}

/** A stage's lines by its short code, the one its web page, its board and the USSD menu show. */
async function stageAnswer(db: Db, language: SmsLanguage, code: string) {
  const texts = smsTexts(language);
  const station = await findStationByCode(db, code);
  if (!station) return texts.unknownStage(code);
  const lines = new Map<number, RouteLine>();
  for (const row of await activeAtStation(db, station.id)) {
    const line = lines.get(row.route_id) ?? { route: row.route_code, loading: null, waiting: 0 };
    if (row.status === 'loading') line.loading = row.plate;
    else line.waiting += 1;
    lines.set(row.route_id, line);
  }
  const all = [...lines.values()];
  return texts.stage(
    station.name,
    all.slice(0, STAGE_ROUTES_MAX),
    Math.max(0, all.length - STAGE_ROUTES_MAX),
  );
}
