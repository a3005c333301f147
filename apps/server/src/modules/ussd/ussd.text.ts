import type { MessageCode, UssdLanguage } from '@foleni/contract';

// Every word the USSD menu shows, in English and Kiswahili. The menu is rendered here on the
// server (a feature phone shows only the text it is sent), so its words live in this one module.

const en = {
  title: 'Foleni',
  main: ['Find a matatu', 'Stage queue', 'My vehicle', 'Marshal', 'Lugha / Language'],
  backMenu: '0 Back 00 Menu',
  more: '98 More',
  invalid: 'Invalid choice.',
  goodbye: 'Thank you for using Foleni.',
  sorry: 'Sorry, something went wrong. Please dial again.',
  expired: 'Your session has ended. Please dial again.',
  askFrom: 'Where are you? Type a stage, estate or place:',
  askTo: 'Where are you going? Type a stage, estate or place:',
  placeUnknown: 'Place not found.',
  noJourney: (from: string, to: string) => `No matatu in Foleni goes from ${from} to ${to} yet.`,
  journeyHead: (from: string, to: string) => `${from} to ${to}:`,
  ride: (route: string, board: string, alight: string) => `${route}: ${board} > ${alight}`,
  walk: (meters: number) => `Walk ${meters} m`,
  fare: (kes: number) => `Fare KES ${kes}`,
  fareUnknown: 'Fare not known',
  minutes: (count: number) => `About ${count} min`,
  askStage: 'Type the stage code or name:',
  stageUnknown: 'No stage found.',
  pickStage: 'Choose the stage:',
  stageHead: (name: string, code: string) => `${name} (${code})`,
  stageEmpty: 'No routes load here yet.',
  routeLine: (route: string, loading: string | null, waiting: number) =>
    `${route}: ${loading ? `loading ${loading}` : 'none loading'}, ${waiting} waiting`,
  noAccount: 'No Foleni account uses this phone number. Sign up on the Foleni website.',
  noVehicle: 'You do not drive or conduct a vehicle in Foleni.',
  notMarshal: 'This phone number does not belong to a station marshal.',
  inLine: (plate: string, place: number, route: string, station: string) =>
    `${plate}: no. ${place} for ${route} at ${station}`,
  loadingAt: (plate: string, route: string, station: string) =>
    `${plate}: loading ${route} at ${station}`,
  notInLine: (plate: string) => `${plate}: not in a queue`,
  vehicleMenu: ['Join a queue', 'Leave the queue'],
  pickVehicle: 'Choose the vehicle:',
  noneQueued: 'None of your vehicles is in a queue.',
  pickRoute: 'Choose the route:',
  noRoutes: 'None of your Sacco’s routes loads at this stage.',
  askPin: 'Enter your 4-digit USSD PIN:',
  wrongPin: (left: number) => `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  pinFormat: 'The PIN is 4 digits.',
  pinLocked: 'Too many wrong PINs. Queue changes are locked for 15 minutes.',
  noPin: 'Set your USSD PIN on your Foleni profile page first.',
  joined: (plate: string, place: number, route: string) =>
    `${plate} joined the ${route} queue. Place: ${place}.`,
  left: (plate: string) => `${plate} left the queue.`,
  pickStation: 'Choose your station:',
  marshalHead: (route: string, loading: string | null, waiting: number) =>
    `${route}: ${loading ? `loading ${loading}` : 'none loading'}, ${waiting} waiting`,
  marshalMenu: ['Call next to load', 'Mark departed'],
  called: (plate: string) => `${plate} is called to load.`,
  departed: (plate: string) => `${plate} has departed.`,
  nobodyWaiting: 'No vehicle is waiting.',
  nobodyLoading: 'No vehicle is loading.',
  languageMenu: ['English', 'Kiswahili'],
  languageHead: 'Lugha / Language:',
};

type Catalogue = typeof en;

const sw: Catalogue = {
  title: 'Foleni',
  main: ['Tafuta matatu', 'Foleni ya kituo', 'Gari langu', 'Msimamizi', 'Lugha / Language'],
  backMenu: '0 Rudi 00 Menyu',
  more: '98 Zaidi',
  invalid: 'Chaguo si sahihi.',
  goodbye: 'Asante kwa kutumia Foleni.',
  sorry: 'Samahani, kuna hitilafu. Tafadhali piga tena.',
  expired: 'Kipindi chako kimeisha. Tafadhali piga tena.',
  askFrom: 'Uko wapi? Andika kituo, mtaa au mahali:',
  askTo: 'Unaenda wapi? Andika kituo, mtaa au mahali:',
  placeUnknown: 'Mahali hapajapatikana.',
  noJourney: (from, to) => `Bado hakuna matatu ya Foleni kutoka ${from} hadi ${to}.`,
  journeyHead: (from, to) => `${from} hadi ${to}:`,
  ride: (route, board, alight) => `${route}: ${board} > ${alight}`,
  walk: (meters) => `Tembea m ${meters}`,
  fare: (kes) => `Nauli KES ${kes}`,
  fareUnknown: 'Nauli haijulikani',
  minutes: (count) => `Takriban dakika ${count}`,
  askStage: 'Andika nambari au jina la kituo:',
  stageUnknown: 'Kituo hakijapatikana.',
  pickStage: 'Chagua kituo:',
  stageHead: (name, code) => `${name} (${code})`,
  stageEmpty: 'Bado hakuna njia zinazopakia hapa.',
  routeLine: (route, loading, waiting) =>
    `${route}: ${loading ? `inapakia ${loading}` : 'hakuna anayepakia'}, ${waiting} wanasubiri`,
  noAccount: 'Hakuna akaunti ya Foleni yenye nambari hii. Jisajili kwenye tovuti ya Foleni.',
  noVehicle: 'Huendeshi wala hukondakta gari lolote la Foleni.',
  notMarshal: 'Nambari hii si ya msimamizi wa kituo.',
  inLine: (plate, place, route, station) => `${plate}: nafasi ${place} ya ${route} ${station}`,
  loadingAt: (plate, route, station) => `${plate}: inapakia ${route} ${station}`,
  notInLine: (plate) => `${plate}: haiko kwenye foleni`,
  vehicleMenu: ['Ingia foleni', 'Toka kwenye foleni'],
  pickVehicle: 'Chagua gari:',
  noneQueued: 'Hakuna gari lako lililo kwenye foleni.',
  pickRoute: 'Chagua njia:',
  noRoutes: 'Hakuna njia ya Sacco yako inayopakia kituo hiki.',
  askPin: 'Weka PIN yako ya USSD ya tarakimu 4:',
  wrongPin: (left) => `PIN si sahihi. Majaribio ${left} yamebaki.`,
  pinFormat: 'PIN ni tarakimu 4.',
  pinLocked: 'PIN zisizo sahihi ni nyingi mno. Mabadiliko ya foleni yamefungwa kwa dakika 15.',
  noPin: 'Kwanza weka PIN yako ya USSD kwenye ukurasa wa wasifu wako wa Foleni.',
  joined: (plate, place, route) => `${plate} imeingia foleni ya ${route}. Nafasi: ${place}.`,
  left: (plate) => `${plate} imetoka kwenye foleni.`,
  pickStation: 'Chagua kituo chako:',
  marshalHead: (route, loading, waiting) =>
    `${route}: ${loading ? `inapakia ${loading}` : 'hakuna anayepakia'}, ${waiting} wanasubiri`,
  marshalMenu: ['Ita anayefuata kupakia', 'Weka ameondoka'],
  called: (plate) => `${plate} imeitwa kupakia.`,
  departed: (plate) => `${plate} imeondoka.`,
  nobodyWaiting: 'Hakuna gari linalosubiri.',
  nobodyLoading: 'Hakuna gari linalopakia.',
  languageMenu: ['English', 'Kiswahili'],
  languageHead: 'Lugha / Language:',
};

const CATALOGUES: Record<UssdLanguage, Catalogue> = { en, sw };

export type UssdText = Catalogue;

export function textOf(language: UssdLanguage): UssdText {
  return CATALOGUES[language];
}

/** The queue's refusals, as the menu words them; others read as the catalogue's `sorry`. */
const REFUSALS: Partial<Record<MessageCode, Record<UssdLanguage, string>>> = {
  'queue.alreadyQueued': {
    en: 'This vehicle is already in a queue.',
    sw: 'Gari hili tayari liko kwenye foleni.',
  },
  'queue.vehicleNotApproved': {
    en: 'This vehicle is not approved by its Sacco yet.',
    sw: 'Gari hili bado halijaidhinishwa na Sacco yake.',
  },
  'queue.routeOfOtherSacco': {
    en: 'This route belongs to another Sacco.',
    sw: 'Njia hii ni ya Sacco nyingine.',
  },
  'queue.routeNotAtStation': {
    en: 'This route does not load at this stage.',
    sw: 'Njia hii haipakii kituo hiki.',
  },
  'queue.notYourVehicle': {
    en: 'You do not drive this vehicle.',
    sw: 'Huendeshi gari hili.',
  },
  'queue.notYourStation': {
    en: 'You do not run this station.',
    sw: 'Husimamii kituo hiki.',
  },
  'queue.notHead': {
    en: 'Only the first vehicle in line can be called.',
    sw: 'Gari la kwanza pekee ndilo linaweza kuitwa.',
  },
  'queue.alreadyLoading': {
    en: 'Another vehicle is already loading.',
    sw: 'Gari jingine tayari linapakia.',
  },
  'queue.alreadyCalled': {
    en: 'This vehicle is already loading.',
    sw: 'Gari hili tayari linapakia.',
  },
  'queue.notLoading': {
    en: 'Only a loading vehicle can depart.',
    sw: 'Gari linalopakia pekee ndilo linaweza kuondoka.',
  },
  'queue.ended': {
    en: 'This vehicle has already left the queue.',
    sw: 'Gari hili tayari limetoka kwenye foleni.',
  },
};

export function refusalText(code: string, language: UssdLanguage): string {
  return REFUSALS[code as MessageCode]?.[language] ?? CATALOGUES[language].sorry;
}
