import type { UpcomingFeatureId } from './features';
import type { Localized } from './types';

export type UpcomingFeatureContent = {
  readonly title: string;
  readonly lead: string;
  readonly whatTitle: string;
  readonly what: readonly string[];
  readonly whoTitle: string;
  readonly who: readonly string[];
  readonly statusTitle: string;
  readonly status: string;
  readonly action: string;
};

/** /charging: booking a charging slot for an electric matatu (spec §1: coming soon). */
export const chargingContent: Localized<UpcomingFeatureContent> = {
  en: {
    title: 'Charging slot booking',
    lead: 'Electric matatus are arriving on Nairobi’s roads. Foleni will let Saccos and drivers book time at a station’s chargers, so a vehicle charges while it waits its turn in the queue.',
    whatTitle: 'What it will do',
    what: [
      'Show the chargers at each station and when they are free.',
      'Book a charging slot for a vehicle, and change or cancel it from a phone.',
      'Fit charging around the queue: a vehicle keeps its place in line while it charges.',
      'Show each Sacco its vehicles’ charging history and costs.',
    ],
    whoTitle: 'Who it is for',
    who: [
      'Saccos and owners running electric matatus',
      'Drivers who need to charge between trips',
      'Stations and charging operators who want their chargers used all day',
    ],
    statusTitle: 'Where we are',
    status:
      'We are designing charging slot booking with Saccos that already run electric vehicles and with charging operators. If you run electric matatus or chargers, we would like to build it with you.',
    action: 'Tell us you are interested',
  },
  sw: {
    title: 'Kuhifadhi nafasi ya kuchaji',
    lead: 'Matatu za umeme zinaingia kwenye barabara za Nairobi. Foleni itaziwezesha Sacco na madereva kuhifadhi muda kwenye chaja za kituo, ili gari lichaji huku likisubiri zamu yake kwenye foleni.',
    whatTitle: 'Itakachofanya',
    what: [
      'Kuonyesha chaja zilizoko kila kituo na wakati zilipo wazi.',
      'Kuhifadhi nafasi ya kuchaji kwa gari, na kuibadilisha au kuighairi kutoka kwenye simu.',
      'Kupanga uchaji pamoja na foleni: gari hubaki na nafasi yake kwenye foleni huku likichaji.',
      'Kuionyesha kila Sacco historia na gharama za kuchaji magari yake.',
    ],
    whoTitle: 'Ni kwa ajili ya nani',
    who: [
      'Sacco na wamiliki wanaoendesha matatu za umeme',
      'Madereva wanaohitaji kuchaji kati ya safari',
      'Vituo na waendeshaji wa chaja wanaotaka chaja zao zitumike siku nzima',
    ],
    statusTitle: 'Tulipofika',
    status:
      'Tunabuni huduma ya kuhifadhi nafasi ya kuchaji pamoja na Sacco ambazo tayari zinaendesha magari ya umeme na waendeshaji wa chaja. Ikiwa unaendesha matatu za umeme au chaja, tungependa kuijenga pamoja nawe.',
    action: 'Tujulishe unavutiwa',
  },
};

/** /factory-booking: reserving EV production or conversion slots (spec §1: coming soon). */
export const factoryBookingContent: Localized<UpcomingFeatureContent> = {
  en: {
    title: 'EV factory booking',
    lead: 'Moving a fleet to electric starts at the factory. Foleni will let Saccos and owners reserve production or conversion slots with electric-vehicle assemblers, and follow every vehicle from order to delivery.',
    whatTitle: 'What it will do',
    what: [
      'Compare the electric matatu models and conversions on offer, with their range and seating.',
      'Reserve a production or conversion slot at a factory, for one vehicle or a whole order.',
      'Follow each vehicle’s progress, from order to inspection and delivery.',
      'Add a delivered vehicle straight to your Sacco’s fleet on Foleni.',
    ],
    whoTitle: 'Who it is for',
    who: [
      'Saccos planning to move routes to electric vehicles',
      'Vehicle owners buying or converting matatus',
      'Assemblers and conversion workshops that want a steady order book',
    ],
    statusTitle: 'Where we are',
    status:
      'We are talking with Saccos and with vehicle assemblers about how ordering works today, so that booking online saves everyone trips and phone calls. If you build or buy electric matatus, write to us.',
    action: 'Tell us you are interested',
  },
  sw: {
    title: 'Kuhifadhi nafasi kiwandani kwa magari ya umeme',
    lead: 'Kuhamisha magari kwenda kwenye umeme huanzia kiwandani. Foleni itaziwezesha Sacco na wamiliki kuhifadhi nafasi za kutengeneza au kubadilisha magari kwa viwanda vya magari ya umeme, na kufuatilia kila gari tangu kuagizwa hadi kukabidhiwa.',
    whatTitle: 'Itakachofanya',
    what: [
      'Kulinganisha aina za matatu za umeme na huduma za kubadilisha zinazopatikana, pamoja na umbali zinaoweza kusafiri na idadi ya viti.',
      'Kuhifadhi nafasi ya kutengeneza au kubadilisha gari kiwandani, kwa gari moja au oda nzima.',
      'Kufuatilia maendeleo ya kila gari, tangu kuagizwa hadi ukaguzi na kukabidhiwa.',
      'Kuongeza gari lililokabidhiwa moja kwa moja kwenye magari ya Sacco yako kwenye Foleni.',
    ],
    whoTitle: 'Ni kwa ajili ya nani',
    who: [
      'Sacco zinazopanga kuhamishia njia zao kwenye magari ya umeme',
      'Wamiliki wa magari wanaonunua au kubadilisha matatu',
      'Viwanda na karakana za kubadilisha magari zinazotaka oda za uhakika',
    ],
    statusTitle: 'Tulipofika',
    status:
      'Tunazungumza na Sacco na viwanda vya magari kuhusu jinsi uagizaji unavyofanyika leo, ili kuhifadhi nafasi mtandaoni kumwokolee kila mtu safari na simu. Ikiwa unatengeneza au kununua matatu za umeme, tuandikie.',
    action: 'Tujulishe unavutiwa',
  },
};

export type ComingSoonContent = {
  readonly title: string;
  readonly lead: string;
  readonly items: readonly {
    readonly id: UpcomingFeatureId;
    readonly title: string;
    readonly body: string;
    readonly points: readonly string[];
  }[];
  readonly action: string;
};

/** /commingsoon: everything that is coming, including the AI assistant. */
export const comingSoonContent: Localized<ComingSoonContent> = {
  en: {
    title: 'Coming soon to Foleni',
    lead: 'Three things we are building next. Each is made with the Saccos, crews and passengers who will use it, so tell us what you need.',
    items: [
      {
        id: 'charging',
        title: 'Charging slot booking',
        body: 'Book time at a station’s chargers for an electric matatu, without losing its place in the queue.',
        points: ['See free chargers at each station', 'Book, change or cancel from a phone'],
      },
      {
        id: 'factory',
        title: 'EV factory booking',
        body: 'Reserve production or conversion slots with electric-vehicle assemblers and follow each vehicle to delivery.',
        points: ['Compare models and conversions', 'Track every vehicle from order to delivery'],
      },
      {
        id: 'assistant',
        title: 'AI assistant',
        body: 'Ask Foleni a question the way you would ask a marshal, in Kiswahili or English, and get an answer from live routes and queues.',
        points: [
          '“Which matatu goes from Kencom to Rongai?”',
          '“How many vehicles are waiting at Githurai 45?”',
          '“What is the fare to Thika in the evening?”',
        ],
      },
    ],
    action: 'Tell us what you need',
  },
  sw: {
    title: 'Vinavyokuja hivi karibuni kwenye Foleni',
    lead: 'Mambo matatu tunayojenga sasa. Kila moja linatengenezwa pamoja na Sacco, wafanyakazi na abiria watakaolitumia, kwa hiyo tuambie unachohitaji.',
    items: [
      {
        id: 'charging',
        title: 'Kuhifadhi nafasi ya kuchaji',
        body: 'Hifadhi muda kwenye chaja za kituo kwa matatu ya umeme, bila kupoteza nafasi yake kwenye foleni.',
        points: [
          'Ona chaja zilizo wazi kila kituo',
          'Hifadhi, badilisha au ghairi kutoka kwenye simu',
        ],
      },
      {
        id: 'factory',
        title: 'Kuhifadhi nafasi kiwandani kwa magari ya umeme',
        body: 'Hifadhi nafasi za kutengeneza au kubadilisha magari kwa viwanda vya magari ya umeme na ufuatilie kila gari hadi likabidhiwe.',
        points: [
          'Linganisha aina za magari na huduma za kubadilisha',
          'Fuatilia kila gari tangu kuagizwa hadi kukabidhiwa',
        ],
      },
      {
        id: 'assistant',
        title: 'Msaidizi wa AI',
        body: 'Uliza Foleni swali jinsi ambavyo ungemuuliza msimamizi wa steji, kwa Kiswahili au Kiingereza, na upate jibu kutoka kwenye njia na foleni za wakati huu.',
        points: [
          '“Matatu ipi inatoka Kencom kwenda Rongai?”',
          '“Kuna magari mangapi yanasubiri Githurai 45?”',
          '“Nauli ya kwenda Thika jioni ni kiasi gani?”',
        ],
      },
    ],
    action: 'Tuambie unachohitaji',
  },
};
