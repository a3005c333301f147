import type { MapTranslation } from './en';

/** Kiswahili texts of the maps; every key of the English file. */
export const swMap: MapTranslation = {
  map: {
    loading: 'Ramani inapakia',
    failed: 'Ramani imeshindwa kupakia. Angalia mtandao wako kisha pakia ukurasa upya.',
    tilesFailed: 'Ramani ya mitaa imeshindwa kupakia: njia zimechorwa kwenye mandharinyuma tupu.',
    zoomIn: 'Kuza',
    zoomOut: 'Punguza',
    start: 'Mwanzo: {{place}}',
    end: 'Mwisho: {{place}}',
    board: 'Panda {{code}} {{stop}}',
    alight: 'Shuka {{stop}}',
    walk: 'Tembea mita {{distance}}',
    picked: 'Mahali palipochaguliwa',
    pickHint: 'Gusa ramani mahali unapotaka safari ianzie au iishie.',
  },
};
