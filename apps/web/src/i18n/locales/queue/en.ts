import { messages } from '@foleni/contract/messages';
import type { Messages } from '../en';

// The notification texts with a plate and a station are functions in the contract; their
// i18next form is the contract's own sentence with placeholders in the gaps.
const { called, nextInLine, queued, ...queueMessages } = messages.queue;
const plateAndStation = { plate: '{{plate}}', station: '{{station}}' };

/**
 * English texts of the station queue: the marshal's queue page, adding a vehicle, the public station board, the driver's place in line, notifications and the day's figures. They download with those pages (`i18n/queue.ts`), not with the first
 * load. `sw.ts` beside this file must translate every key.
 */
export const enQueue = {
  queue: {
    pageTitle: 'Queue',
    title: 'Station queue',
    subtitle:
      'Load vehicles first come, first served. Every change shows at once on the station board and reaches the drivers.',
    station: 'Station',
    stationPlaceholder: 'Choose a station',
    noOwnStations:
      'No station is assigned to your account yet. Ask a Foleni administrator to add you to your stage.',
    chooseStation: 'Choose a station to see its queue.',
    addVehicle: 'Add vehicle',
    openBoard: 'Station board',
    showEmptyRoutes: 'Show routes with no vehicles',
    emptyStation: 'No vehicles are queued at this station right now.',
    emptyRoute: 'No vehicles in line',
    stationMissing: 'This station does not exist.',
    readOnly: 'You can follow this queue; the station admin runs it.',
    live: {
      live: 'Live',
      connecting: 'Connecting…',
      reconnecting: 'Reconnecting…',
      offline: 'Offline',
    },
    lastUpdate: 'Last update from the server: {{time}}',
    noUpdateYet: 'No update from the server yet',
    offline: {
      pending: 'Pending: {{action}}',
      waiting_one: '{{count}} action waiting to be sent',
      waiting_other: '{{count}} actions waiting to be sent',
      saved: 'No connection: saved on this phone, and sent as soon as the connection is back.',
      refused: 'Not applied: {{action}} for {{plate}}',
      actions: {
        join: 'join the line',
        call: 'call to load',
        depart: 'depart',
        leave: 'leave',
        remove: 'remove',
        move: 'move',
      },
    },
    routeLabel: 'Route {{code}}',
    vehicles_zero: 'Empty',
    vehicles_one: '{{count}} vehicle',
    vehicles_other: '{{count}} vehicles',
    loadingNow: 'Loading now',
    nobodyLoading: 'Nobody is loading',
    waitingLine: 'Waiting',
    position: 'No. {{position}}',
    joinedAt: 'Joined {{time}}',
    waitingFor: 'Waiting {{duration}}',
    loadingFor: 'Loading {{duration}}',
    duration: {
      minutes: '{{count}} min',
      hours: '{{hours}} h {{minutes}} min',
    },
    yourVehicle: 'Your vehicle',
    actions: {
      callNext: 'Call next to load',
      depart: 'Depart',
      more: 'More actions for {{plate}}',
      move: 'Move',
      leave: 'Mark as left',
      remove: 'Remove',
      leaveMine: 'Leave the queue',
    },
    remove: {
      title: 'Remove {{plate}} from the queue',
      intro: 'The vehicle loses its place. The reason is recorded with the change.',
      reason: 'Reason',
      reasonPlaceholder: 'e.g. Not at the stage',
      submit: 'Remove',
    },
    move: {
      title: 'Move {{plate}}',
      intro: 'Now No. {{position}}. The move and its reason are recorded.',
      position: 'New place in line',
      positionHelp: 'From {{min}} to {{max}}',
      reasonPlaceholder: 'e.g. Came back from a breakdown',
      submit: 'Move',
    },
    leave: {
      title: 'Take {{plate}} out of the line?',
      body: 'The vehicle loses its place; the vehicles behind it move up.',
      confirm: 'Take out',
    },
    cancel: 'Cancel',
    actionFailed: 'The queue could not be updated. Please try again.',
  },
  queueNew: {
    pageTitle: 'Add a vehicle to the queue',
    title: 'Add a vehicle to the queue',
    subtitle:
      'The vehicle joins the end of the line for its route and appears on the board at once.',
    route: 'Route',
    routePlaceholder: 'Choose the route',
    routeNeedsStation: 'Choose the station first',
    noRoutes: 'No route loads at this station.',
    noSaccoRoutes: 'No route of this vehicle’s Sacco loads at this station.',
    vehicle: 'Vehicle',
    vehiclePlaceholder: 'Type part of the plate',
    vehicleHelp: 'Only vehicles their Sacco has approved are listed.',
    noVehicles: 'No approved vehicle matches',
    submit: 'Add to the queue',
    failed: 'The vehicle could not be added. Please try again.',
    cannotAdd: 'Station admins and drivers add vehicles to a queue; you can follow the queues.',
    backToQueue: 'Back to the queue',
  },
  stationBoard: {
    pageTitle: '{{station}}: live queue',
    loadingTitle: 'Live queue',
    description:
      'The live matatu queue at this stage: which vehicle is loading and how many wait, per route.',
    eyebrow: 'Live queue',
    ussdCode: 'Stage code {{code}} on USSD',
    loadingNow: 'Loading now',
    nextUp: 'Next',
    nobodyLoading: 'Waiting for the next vehicle',
    empty: 'No vehicles in line right now.',
    missing: 'This station does not exist.',
    backToStation: 'Station page',
    findStation: 'Find your station',
    inLine_one: '{{count}} in line',
    inLine_other: '{{count}} in line',
    more_one: '+ {{count}} more',
    more_other: '+ {{count}} more',
    clock: 'Time in Nairobi',
    openLink: 'Open the live board',
  },
  myPlace: {
    title: 'Your place in line',
    none: 'Your vehicle is not in a queue right now.',
    position: 'No. {{position}}',
    called: 'Called to load',
    youAreNext: 'You are next',
    ahead_one: '{{count}} vehicle ahead',
    ahead_other: '{{count}} vehicles ahead',
    where: '{{station}} · route {{code}}',
    loadFailed: 'Your place in line could not be loaded.',
    retry: 'Try again',
  },
  queueStats: {
    title: "Today's figures",
    allStations: 'All stations',
    departures: 'Departures today',
    waitingNow: 'Vehicles waiting now',
    loadingNow_one: '{{count}} loading',
    loadingNow_other: '{{count}} loading',
    averageWait: 'Average wait',
    minutes: '{{minutes}} min',
    noWait: 'No departures yet',
    chartTitle: 'Departures per hour',
    chartDescription:
      'Departures in each hour of today, Nairobi time. Busiest: {{hour}} with {{count}}.',
    chartEmpty: 'Departures in each hour of today, Nairobi time: none yet.',
    hour: 'Hour',
    departuresColumn: 'Departures',
    showTable: 'Show the figures as a table',
    loadFailed: "Today's figures could not be loaded.",
    retry: 'Try again',
  },
  notifications: {
    open: 'Notifications',
    openUnread_one: 'Notifications, {{count}} unread',
    openUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAllRead: 'Mark all read',
    markRead: 'Mark read',
    empty: 'No notifications yet.',
    loadFailed: 'Notifications could not be loaded.',
    retry: 'Try again',
    unread: 'Unread',
  },
  /** The contract's queue texts, read from the contract; sw.ts translates them. */
  messages: {
    queue: {
      ...queueMessages,
      called: called(plateAndStation),
      nextInLine: nextInLine(plateAndStation),
      queued: queued(plateAndStation),
    },
  },
} as const;

/** The shape the Kiswahili texts must fill in. */
export type QueueTranslation = Messages<typeof enQueue>;
