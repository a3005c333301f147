import { COMPLAINT_STATUSES, PLANS, SMS_LANGUAGES } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { parseSmsCommand } from './sms.commands';
import { internationalPhone, storedPhone } from './sms.phone';
import { SMS_TEXTS, STAGE_ROUTES_MAX } from './sms.texts';

const SMS = 160;
// Long but usual values: a plate, a stage's name and a route code.
const plate = 'KDA 123Q';
const station = 'Kencom Bus Terminus';

describe('the SMS texts', () => {
  it.each(SMS_LANGUAGES)('fit one SMS each in %s', (language) => {
    const texts = SMS_TEXTS[language];
    const all = [
      texts.called(plate, station),
      texts.nextInLine(plate, station),
      ...COMPLAINT_STATUSES.map((status) => texts.complaintStatus(123456, status)),
      texts.help(),
      texts.noAccount(),
      texts.notInLine(),
      texts.places([{ plate, route: '111', station, loading: false, position: 12 }]),
      texts.unknownStage('123456789012'),
      texts.stage(station, [{ route: '46', loading: plate, waiting: 9 }], 0),
      texts.stage(station, [], 0),
      ...PLANS.map((plan) => texts.planReminder(plan.id, '30 September 2026', '7 October 2026')),
    ];
    for (const text of all) expect(text.length, text).toBeLessThanOrEqual(SMS);
  });

  it('keep a busy stage within two SMS', () => {
    for (const language of SMS_LANGUAGES) {
      const lines = Array.from({ length: STAGE_ROUTES_MAX }, (_, index) => ({
        route: `11${index}A`,
        loading: plate,
        waiting: 12,
      }));
      expect(SMS_TEXTS[language].stage(station, lines, 4).length).toBeLessThanOrEqual(2 * 153 + 40);
    }
  });
});

describe('the SMS commands', () => {
  it('reads FOLENI or F and a command, in any case and spacing', () => {
    expect(parseSmsCommand('F POS')).toEqual({ kind: 'pos', language: null });
    expect(parseSmsCommand('\tfoleni \t pos\n')).toEqual({ kind: 'pos', language: null });
    expect(parseSmsCommand('  foleni   pos ')).toEqual({ kind: 'pos', language: null });
    expect(parseSmsCommand('f stage 0042')).toEqual({
      kind: 'stage',
      code: '0042',
      language: null,
    });
    expect(parseSmsCommand('F HELP')).toEqual({ kind: 'help', language: null });
  });

  it('answers in Kiswahili to its words', () => {
    expect(parseSmsCommand('F NAFASI')).toEqual({ kind: 'pos', language: 'sw' });
    expect(parseSmsCommand('foleni steji 12')).toEqual({
      kind: 'stage',
      code: '12',
      language: 'sw',
    });
    expect(parseSmsCommand('F msaada')).toEqual({ kind: 'help', language: 'sw' });
  });

  it('takes anything else as a request for help', () => {
    for (const text of [
      '',
      'POS',
      'FOLENIPOS',
      'F',
      'F STAGE',
      'F STAGE 1 2',
      'F POS now',
      'X HELP',
    ])
      expect(parseSmsCommand(text).kind, text).toBe('help');
  });
});

describe('phone numbers to and from the gateway', () => {
  it('reads the usual ways of writing a Kenyan mobile, and nothing else', () => {
    for (const value of ['+254712345678', '254712345678', '0712 345 678', '0712-345-678'])
      expect(storedPhone(value), value).toBe('0712345678');
    for (const value of ['', null, '020 123 4567', '+447700900123', '12345'])
      expect(storedPhone(value), String(value)).toBeNull();
    expect(internationalPhone('0712345678')).toBe('+254712345678');
  });
});
