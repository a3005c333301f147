import { USSD_LANGUAGES } from '@foleni/contract';
import { enterMarshal } from './menu.marshal';
import { enterVehicle } from './menu.vehicle';
import { rememberLanguage } from './ussd.repo';
import { con, numbered } from './ussd.screen';
import { choice, type Menu } from './ussd.steps';

/** The first screen: 1 Find a matatu, 2 Stage queue, 3 My vehicle, 4 Marshal, 5 Language. */
export const mainMenu: Menu<'main'> = {
  render: ({ t }) => con(t.title, ...numbered(t.main)),
  input(ctx, _step, value) {
    switch (value) {
      case '1':
        return { push: { screen: 'find.from' } };
      case '2':
        return { push: { screen: 'stage.ask' } };
      case '3':
        return enterVehicle(ctx);
      case '4':
        return enterMarshal(ctx);
      case '5':
        return { push: { screen: 'language' } };
      default:
        return { invalid: ctx.t.invalid };
    }
  },
};

/** Lugha / Language: remembered for the phone number, then the main menu in that language. */
export const languageMenu: Menu<'language'> = {
  render: ({ t }) => con(t.languageHead, ...numbered(t.languageMenu), t.backMenu),
  async input(ctx, _step, value) {
    const language = choice(value, USSD_LANGUAGES);
    if (!language) return { invalid: ctx.t.invalid };
    await rememberLanguage(ctx.db, ctx.phone, language);
    return { main: true, language };
  },
};
