import type { ComplaintStatus, PlanId, SmsLanguage } from '@foleni/contract';

// Every text Foleni sends by SMS, in English and Kiswahili, in one place. Each fits one SMS
// (160 characters) with a plate, a station name and a route code of usual lengths.

export interface LinePlace {
  plate: string;
  route: string;
  station: string;
  loading: boolean;
  position: number;
}

export interface RouteLine {
  route: string;
  loading: string | null;
  waiting: number;
}

/** At most this many routes in a stage's answer, so it stays within two SMS. */
export const STAGE_ROUTES_MAX = 6;

const COMPLAINT_WORDS: Record<SmsLanguage, Record<ComplaintStatus, string>> = {
  en: {
    open: 'is open',
    in_review: 'is being reviewed',
    resolved: 'is resolved',
    dismissed: 'was dismissed',
  },
  sw: {
    open: 'yako wazi',
    in_review: 'yanakaguliwa',
    resolved: 'yametatuliwa',
    dismissed: 'yamekataliwa',
  },
};

const PLAN_NAMES: Record<SmsLanguage, Record<PlanId, string>> = {
  en: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
  sw: { basic: 'Msingi', standard: 'Kiwango', premium: 'Bora' },
};

const en = {
  called: (plate: string, station: string) =>
    `Foleni: ${plate} is called to load at ${station}. Go to the loading bay now.`,
  nextInLine: (plate: string, station: string) =>
    `Foleni: ${plate} is next in line at ${station}. Get ready to load.`,
  complaintStatus: (id: number, status: ComplaintStatus) =>
    `Foleni: your complaint #${id} ${COMPLAINT_WORDS.en[status]}. Sign in to see the details.`,
  help: () =>
    'Foleni SMS: send F POS for your place in line, F STAGE <code> for a stage queue, F HELP for this help.',
  noAccount: () =>
    "Foleni: this number is not on a driver's or conductor's account. Send F HELP for help.",
  notInLine: () => 'Foleni: none of your vehicles is in a queue now.',
  places: (places: LinePlace[]) =>
    `Foleni: ${places
      .map(
        (place) =>
          `${place.plate} route ${place.route} at ${place.station}: ${
            place.loading ? 'loading now' : `place ${place.position}`
          }`,
      )
      .join('; ')}.`,
  unknownStage: (code: string) => `Foleni: no stage has the code ${code}. Send F HELP for help.`,
  stage: (station: string, lines: RouteLine[], more: number) =>
    lines.length === 0
      ? `Foleni ${station}: no vehicles in line now.`
      : `Foleni ${station}: ${lines
          .map(
            (line) =>
              `${line.route} ${line.loading ? `loading ${line.loading}` : 'none loading'}, ${line.waiting} waiting`,
          )
          .join('; ')}${more > 0 ? `; +${more} more routes` : ''}.`,
  planReminder: (plan: PlanId, end: string, grace: string) =>
    `Foleni: your ${PLAN_NAMES.en[plan]} plan ends on ${end}. Renew it with M-Pesa from your dashboard; it keeps working until ${grace}.`,
};

const sw: typeof en = {
  called: (plate, station) =>
    `Foleni: ${plate} imeitwa kupakia abiria ${station}. Nenda sehemu ya kupakia sasa.`,
  nextInLine: (plate, station) =>
    `Foleni: ${plate} ndiyo inayofuata kwenye foleni ${station}. Jiandae kupakia.`,
  complaintStatus: (id, status) =>
    `Foleni: malalamiko yako #${id} ${COMPLAINT_WORDS.sw[status]}. Ingia kwenye akaunti kuona maelezo.`,
  help: () =>
    'Foleni SMS: tuma F POS kujua nafasi yako kwenye foleni, F STAGE <namba> kuona foleni ya stegi, F HELP kwa msaada huu.',
  noAccount: () =>
    'Foleni: namba hii haiko kwenye akaunti ya dereva au kondakta. Tuma F HELP kwa msaada.',
  notInLine: () => 'Foleni: hakuna gari lako kwenye foleni sasa.',
  places: (places) =>
    `Foleni: ${places
      .map(
        (place) =>
          `${place.plate} njia ${place.route} ${place.station}: ${
            place.loading ? 'inapakia sasa' : `nafasi ${place.position}`
          }`,
      )
      .join('; ')}.`,
  unknownStage: (code) => `Foleni: hakuna stegi yenye namba ${code}. Tuma F HELP kwa msaada.`,
  stage: (station, lines, more) =>
    lines.length === 0
      ? `Foleni ${station}: hakuna gari kwenye foleni sasa.`
      : `Foleni ${station}: ${lines
          .map(
            (line) =>
              `${line.route} ${line.loading ? `inapakia ${line.loading}` : 'hakuna inayopakia'}, ${line.waiting} zinasubiri`,
          )
          .join('; ')}${more > 0 ? `; +${more} njia zaidi` : ''}.`,
  planReminder: (plan, end, grace) =>
    `Foleni: mpango wako wa ${PLAN_NAMES.sw[plan]} unaisha ${end}. Uhuishe kwa M-Pesa kwenye dashibodi; utaendelea kufanya kazi hadi ${grace}.`,
};

export const SMS_TEXTS: Record<SmsLanguage, typeof en> = { en, sw };

export const smsTexts = (language: SmsLanguage) => SMS_TEXTS[language];
