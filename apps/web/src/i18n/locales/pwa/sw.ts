import type { PwaTranslation } from './en';

/** Kiswahili texts of working offline; every key of the English file. */
export const swPwa: PwaTranslation = {
  offline: {
    board: 'Huna mtandao — unaona ubao kama ulivyokuwa hadi {{time}}',
    route: 'Huna mtandao — unaona njia kama ilivyokuwa hadi {{time}}',
    undated: 'Huna mtandao — unachoona huenda si cha sasa',
  },
};
