import type { Localized } from './types';

export type FeatureId =
  | 'queue'
  | 'saccoDashboard'
  | 'ownerDashboard'
  | 'stationAdmin'
  | 'notifications'
  | 'routeSearch';

export type UpcomingFeatureId = 'charging' | 'factory' | 'assistant';

export type FeaturesContent = {
  readonly title: string;
  readonly lead: string;
  readonly availableTitle: string;
  readonly availableLead: string;
  readonly items: readonly {
    readonly id: FeatureId;
    readonly title: string;
    readonly body: string;
    readonly points: readonly string[];
  }[];
  readonly soonTitle: string;
  readonly soonLead: string;
  readonly soonItems: readonly {
    readonly id: UpcomingFeatureId;
    readonly title: string;
    readonly body: string;
  }[];
};

/** /features: what Foleni does today, and what is coming (spec §1). */
export const featuresContent: Localized<FeaturesContent> = {
  en: {
    title: 'Features',
    lead: 'Foleni gives everyone at the stage the same, trustworthy picture of the queue, and gives passengers the routes, stops and fares of the network.',
    availableTitle: 'Available now',
    availableLead: 'Everything a Sacco, a station and its crews need to run fair queues every day.',
    items: [
      {
        id: 'queue',
        title: 'Queue management',
        body: 'One queue per route at each station, in the order vehicles arrive.',
        points: [
          'First come, first served, with one vehicle loading per route at a time',
          'A vehicle is in one queue at a time, across the whole network',
          'Every change recorded: who, when and why',
          'Queues update live on every screen watching them',
        ],
      },
      {
        id: 'saccoDashboard',
        title: 'Sacco dashboards',
        body: 'Your whole operation at a glance, from one screen.',
        points: [
          'Vehicles, routes with their stops and fares, and stations',
          'Members: owners, drivers, conductors and station admins',
          'Queues, bookings and complaints for your routes',
        ],
      },
      {
        id: 'ownerDashboard',
        title: 'Owner dashboards',
        body: 'Vehicle owners follow their own vehicles without calling around.',
        points: [
          'Each vehicle, its drivers and the queue it is in',
          'Complaints about your vehicles as they come in',
        ],
      },
      {
        id: 'stationAdmin',
        title: 'Station admin tools',
        body: 'Marshals run the stage from a phone.',
        points: [
          'Add arriving vehicles to the right route’s queue',
          'Call the next vehicle to load and record departures',
          'Move or remove a vehicle only with a recorded reason',
          'The full history of the day’s queue',
        ],
      },
      {
        id: 'notifications',
        title: 'Driver notifications',
        body: 'Drivers and conductors always know where they stand.',
        points: [
          'Your place in line, updated as the queue moves',
          'A notice when you are next and when it is your turn to load',
          'In the app, and by e-mail or SMS where your Sacco sets them up',
        ],
      },
      {
        id: 'routeSearch',
        title: 'Route search',
        body: 'Passengers find their way, without an account.',
        points: [
          'Search routes and stations by place name',
          'Station pages with every route and the queue now',
          'Route pages with stops in order, both directions, the route line and fares',
          'In Kiswahili and English',
        ],
      },
    ],
    soonTitle: 'Coming soon',
    soonLead: 'What we are building next, with the Saccos that will use it.',
    soonItems: [
      {
        id: 'charging',
        title: 'Charging slot booking',
        body: 'Book a charging slot for an electric matatu at a station’s chargers, so it charges while it waits its turn.',
      },
      {
        id: 'factory',
        title: 'EV factory booking',
        body: 'Reserve a production or conversion slot at an electric-vehicle factory and follow each vehicle to delivery.',
      },
      {
        id: 'assistant',
        title: 'AI assistant',
        body: 'Ask in Kiswahili or English which matatu to take, or how long the queue is, and get an answer from Foleni’s live data.',
      },
    ],
  },
  sw: {
    title: 'Vipengele',
    lead: 'Foleni humpa kila mtu stejini picha ile ile ya kuaminika ya foleni, na huwapa abiria njia, vituo na nauli za mtandao mzima.',
    availableTitle: 'Vinapatikana sasa',
    availableLead:
      'Kila kitu ambacho Sacco, kituo na wafanyakazi wake wanahitaji kuendesha foleni za haki kila siku.',
    items: [
      {
        id: 'queue',
        title: 'Usimamizi wa foleni',
        body: 'Foleni moja kwa kila njia katika kila kituo, kwa mpangilio wa magari kufika.',
        points: [
          'Anayefika kwanza huhudumiwa kwanza, na gari moja hupakia kwa kila njia wakati mmoja',
          'Gari huwa kwenye foleni moja kwa wakati mmoja, katika mtandao mzima',
          'Kila badiliko hurekodiwa: nani, lini na kwa nini',
          'Foleni husasishwa papo hapo kwenye kila skrini inayoifuatilia',
        ],
      },
      {
        id: 'saccoDashboard',
        title: 'Dashibodi za Sacco',
        body: 'Shughuli zako zote kwa mtazamo mmoja, kwenye skrini moja.',
        points: [
          'Magari, njia pamoja na vituo na nauli zake, na vituo',
          'Wanachama: wamiliki, madereva, makondakta na wasimamizi wa vituo',
          'Foleni, uhifadhi wa nafasi na malalamiko ya njia zako',
        ],
      },
      {
        id: 'ownerDashboard',
        title: 'Dashibodi za wamiliki',
        body: 'Wamiliki wa magari hufuatilia magari yao bila kupiga simu kila mahali.',
        points: [
          'Kila gari, madereva wake na foleni lililomo',
          'Malalamiko kuhusu magari yako yanapoingia',
        ],
      },
      {
        id: 'stationAdmin',
        title: 'Zana za wasimamizi wa vituo',
        body: 'Wasimamizi huendesha steji kutoka kwenye simu.',
        points: [
          'Ongeza magari yanayofika kwenye foleni ya njia sahihi',
          'Ita gari linalofuata kupakia na urekodi magari yanayoondoka',
          'Sogeza au ondoa gari tu kwa sababu iliyorekodiwa',
          'Historia kamili ya foleni ya siku',
        ],
      },
      {
        id: 'notifications',
        title: 'Arifa kwa madereva',
        body: 'Madereva na makondakta hujua kila wakati walipo kwenye foleni.',
        points: [
          'Nafasi yako kwenye foleni, husasishwa foleni inaposonga',
          'Taarifa unapokuwa wa kufuata na zamu yako ya kupakia inapofika',
          'Kwenye programu, na kwa barua pepe au SMS pale Sacco yako imeziweka',
        ],
      },
      {
        id: 'routeSearch',
        title: 'Kutafuta njia',
        body: 'Abiria hupata njia yao, bila akaunti.',
        points: [
          'Tafuta njia na vituo kwa jina la mahali',
          'Kurasa za vituo zenye kila njia na foleni ya sasa',
          'Kurasa za njia zenye vituo kwa mpangilio, pande zote mbili, mstari wa njia na nauli',
          'Kwa Kiswahili na Kiingereza',
        ],
      },
    ],
    soonTitle: 'Inakuja hivi karibuni',
    soonLead: 'Tunachojenga sasa, pamoja na Sacco zitakazokitumia.',
    soonItems: [
      {
        id: 'charging',
        title: 'Kuhifadhi nafasi ya kuchaji',
        body: 'Hifadhi nafasi ya kuchaji matatu ya umeme kwenye chaja za kituo, ili ichaji huku ikisubiri zamu yake.',
      },
      {
        id: 'factory',
        title: 'Kuhifadhi nafasi kiwandani kwa magari ya umeme',
        body: 'Hifadhi nafasi ya kutengeneza au kubadilisha gari katika kiwanda cha magari ya umeme na ufuatilie kila gari hadi likabidhiwe.',
      },
      {
        id: 'assistant',
        title: 'Msaidizi wa AI',
        body: 'Uliza kwa Kiswahili au Kiingereza matatu ipi upande, au foleni ni ndefu kiasi gani, na upate jibu kutoka kwenye data hai ya Foleni.',
      },
    ],
  },
};
