import type { Localized } from './types';

type Channel = { readonly title: string; readonly body: string };

export type ContactContent = {
  readonly title: string;
  readonly lead: string;
  readonly support: Channel;
  readonly partners: Channel;
  readonly privacy: Channel;
  readonly office: Channel & { readonly place: string; readonly hours: string };
  readonly complaintTitle: string;
  readonly complaintBody: string;
  readonly complaintAction: string;
  readonly tipsTitle: string;
  readonly tips: readonly string[];
};

/** /contact: who to write to about what. */
export const contactContent: Localized<ContactContent> = {
  en: {
    title: 'Contact us',
    lead: 'A person from the Foleni team reads every message. We usually answer within one working day.',
    support: {
      title: 'Help and support',
      body: 'Questions about using Foleni, your account, a plan or a payment.',
    },
    partners: {
      title: 'Saccos and partnerships',
      body: 'Bringing your Sacco, station or routes onto Foleni, or working with us.',
    },
    privacy: {
      title: 'Privacy and your data',
      body: 'A copy of your data, a correction, or deleting your account.',
    },
    office: {
      title: 'Office',
      body: 'We are based in Nairobi and work with stages across the city.',
      place: 'Nairobi, Kenya',
      hours: 'Monday to Saturday, 7:00–19:00 (EAT)',
    },
    complaintTitle: 'A problem with a matatu or its crew?',
    complaintBody:
      'Use the complaint form rather than e-mail: it asks for the details the Sacco needs, and we pass it straight to them.',
    complaintAction: 'Make a complaint',
    tipsTitle: 'Help us help you quickly',
    tips: [
      'Write from the e-mail address of your Foleni account, if you have one.',
      'Name the station and the route number, and the vehicle’s plate number if it is about a vehicle.',
      'Say when it happened, with the date and the time.',
      'For a payment, add the payment reference, for example the M-Pesa confirmation code.',
    ],
  },
  sw: {
    title: 'Wasiliana nasi',
    lead: 'Mtu wa timu ya Foleni husoma kila ujumbe. Kwa kawaida tunajibu ndani ya siku moja ya kazi.',
    support: {
      title: 'Msaada na huduma',
      body: 'Maswali kuhusu kutumia Foleni, akaunti yako, mpango au malipo.',
    },
    partners: {
      title: 'Sacco na ushirikiano',
      body: 'Kuleta Sacco, kituo au njia zako kwenye Foleni, au kufanya kazi nasi.',
    },
    privacy: {
      title: 'Faragha na data yako',
      body: 'Nakala ya data yako, marekebisho, au kufuta akaunti yako.',
    },
    office: {
      title: 'Ofisi',
      body: 'Tuko Nairobi na tunafanya kazi na steji kote jijini.',
      place: 'Nairobi, Kenya',
      hours: 'Jumatatu hadi Jumamosi, saa 1:00 asubuhi – saa 1:00 jioni (EAT)',
    },
    complaintTitle: 'Una tatizo na matatu au wafanyakazi wake?',
    complaintBody:
      'Tumia fomu ya malalamiko badala ya barua pepe: inauliza maelezo ambayo Sacco inahitaji, na tunaipeleka kwao moja kwa moja.',
    complaintAction: 'Wasilisha malalamiko',
    tipsTitle: 'Tusaidie kukusaidia haraka',
    tips: [
      'Andika kutoka kwenye anwani ya barua pepe ya akaunti yako ya Foleni, kama unayo.',
      'Taja kituo na nambari ya njia, na nambari ya usajili wa gari kama ni kuhusu gari.',
      'Eleza lilitokea lini, pamoja na tarehe na saa.',
      'Kwa malipo, ongeza kumbukumbu ya malipo, kwa mfano msimbo wa uthibitisho wa M-Pesa.',
    ],
  },
};
