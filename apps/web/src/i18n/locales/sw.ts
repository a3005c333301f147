import type { Translation } from './en';

/** Kiswahili texts; every key of `en.ts` translated. */
export const sw: Translation = {
  app: {
    name: 'Foleni',
    pageTitle: '{{page}} · Foleni',
  },
  common: {
    loading: 'Inapakia…',
    goHome: 'Rudi Nyumbani',
  },
  nav: {
    skipToContent: 'Ruka hadi maudhui',
    mainNavigation: 'Urambazaji mkuu',
    home: 'Ukurasa wa nyumbani wa Foleni',
    features: 'Vipengele',
    findStation: 'Tafuta Kituo',
    stations: 'Vituo',
    pricing: 'Bei',
    about: 'Kuhusu',
    signIn: 'Ingia',
    dashboard: 'Dashibodi',
    openMenu: 'Fungua menyu',
    menuTitle: 'Menyu',
    closeMenu: 'Funga menyu',
  },
  search: {
    label: 'Tafuta njia na vituo',
    placeholder: 'Tafuta njia au kituo',
    submit: 'Tafuta',
  },
  theme: {
    switchToDark: 'Washa hali ya giza',
    switchToLight: 'Washa hali ya mwanga',
    darkMode: 'Hali ya giza',
  },
  language: {
    label: 'Lugha',
    en: 'English',
    sw: 'Kiswahili',
  },
  footer: {
    about:
      'Foleni husimamia foleni za matatu kituoni kwa haki, anayefika kwanza huondoka kwanza, na huwasaidia abiria kupata njia yao.',
    product: 'Huduma',
    help: 'Msaada',
    legal: 'Kisheria',
    complain: 'Wasilisha malalamiko',
    faq: 'Maswali ya mara kwa mara',
    contact: 'Wasiliana nasi',
    howToUse: 'Jinsi ya kutumia Foleni',
    privacy: 'Sera ya faragha',
    terms: 'Masharti ya huduma',
    refundPolicy: 'Sera ya kurejesha pesa',
    dataCredits: 'Vyanzo vya data',
    copyright: '© {{year}} Foleni. Haki zote zimehifadhiwa.',
  },
  landing: {
    pageTitle: 'Foleni: foleni za matatu, njia na vituo',
    description:
      'Foleni inaendesha foleni za matatu, njia na vituo kwa ajili ya Sacco za Kenya, na inawasaidia abiria kupata njia yao.',
    hero: {
      eyebrow: 'Kwa Sacco za Kenya na abiria wao',
      title: 'Foleni za matatu, njia na vituo mahali pamoja',
      lead: 'Foleni husimamia foleni kituoni. Sacco husimamia magari na njia zao, wasimamizi wa vituo hupakia matatu kwa zamu ya haki, anayefika kwanza huondoka kwanza, madereva hujua nafasi yao kwenye foleni kila wakati, na abiria hupata njia inayowafikisha waendako.',
      findRoute: 'Tafuta njia',
      seePricing: 'Angalia bei',
    },
    queuePreview: {
      label: 'Mfano wa foleni ya moja kwa moja',
      title: 'Foleni ya sasa',
      example: 'Mfano',
      station: 'Kituo cha Munyu Road',
      route: 'Njia 237 · Thika',
      loading: 'Inapakia abiria',
      next: 'Inafuata',
      waiting: 'Inasubiri',
      since: 'tangu {{time}}',
    },
    audiences: {
      title: 'Imejengwa kwa kila mtu kituoni',
      sacco: {
        title: 'Sacco',
        body: 'Ona kila gari, njia na kituo cha Sacco yako, pamoja na foleni ya kila kituo, kwenye dashibodi moja.',
      },
      marshal: {
        title: 'Wasimamizi wa vituo',
        body: 'Ita matatu inayofuata kupakia, rekodi magari yanayoondoka na uweke foleni kwa haki, huku kila badiliko likihifadhiwa.',
      },
      driver: {
        title: 'Madereva na makondakta',
        body: 'Jiunge na foleni, ona nafasi yako na upate arifa zamu yako ya kupakia inapofika.',
      },
      passenger: {
        title: 'Abiria',
        body: 'Jua ni Sacco na njia gani inaenda unakoenda, na mahali pa kuipanda.',
      },
    },
    findStation: {
      title: 'Tafuta Kituo',
      body: 'Andika unakoenda au kituo ulipo, na Foleni itakuonyesha njia za matatu zinazokihudumia.',
      placeholder: 'mf. Thika, Kencom',
      popular: 'Maarufu:',
      browseAll: 'Tazama vituo vyote',
    },
    pricing: {
      title: 'Bei',
      subtitle: 'Mipango rahisi ya kila mwezi, inayolipwa kwa shilingi za Kenya.',
      price: 'KES {{amount}}',
      perMonth: 'kwa mwezi',
      choose: 'Chagua {{plan}}',
      basic: {
        name: 'Msingi',
        audience: 'Kwa madereva na makondakta binafsi',
      },
      standard: {
        name: 'Kiwango',
        audience: 'Kwa Sacco ndogo na wasimamizi wa vituo',
      },
      premium: {
        name: 'Bora',
        audience: 'Kwa Sacco kubwa na wamiliki wa magari',
      },
    },
    stats: {
      label: 'Foleni kwa takwimu',
      vehicles: 'magari yamepangwa foleni',
      saccos: 'Sacco',
      drivers: 'madereva na makondakta',
      stations: 'vituo',
    },
    features: {
      title: 'Kila kitu ambacho steji inahitaji',
      lead: 'Kuanzia matatu ya kwanza asubuhi hadi safari ya mwisho jioni, Foleni huiweka foleni ikisonga na kila mtu akijua kinachoendelea.',
      queue: {
        title: 'Usimamizi wa foleni',
        body: 'Magari hujiunga na foleni ya njia yao na kupakia abiria kwa zamu, anayefika kwanza huhudumiwa kwanza. Kila mwito, kuondoka na mabadiliko huhifadhiwa.',
      },
      dashboards: {
        title: 'Dashibodi za Sacco na wamiliki',
        body: 'Sacco huona magari, njia na vituo vyao kwa mtazamo mmoja; wamiliki hufuatilia matatu zao na madereva wanaoziendesha.',
      },
      stationAdmin: {
        title: 'Zana za wasimamizi wa vituo',
        body: 'Wasimamizi huita gari linalofuata kupakia, hurekodi magari yanayoondoka na kushughulikia hali maalum, na sababu ya kila badiliko huhifadhiwa.',
      },
      notifications: {
        title: 'Arifa kwa madereva',
        body: 'Madereva huona nafasi yao kwenye foleni kupitia simu na hujulishwa zamu yao ya kupakia inapofika.',
      },
      routeSearch: {
        title: 'Kutafuta njia',
        body: 'Abiria hupata njia na Sacco inayokwenda wanakoelekea, pamoja na kila kituo njiani.',
      },
      comingSoon: {
        title: 'Inakuja hivi karibuni',
        body: 'Kuhifadhi nafasi ya kuchaji matatu za umeme, kuhifadhi nafasi kiwandani kwa magari ya umeme, na msaidizi wa AI wa kujibu maswali ya safari.',
      },
      seeAll: 'Tazama vipengele vyote',
    },
    contact: {
      title: 'Zungumza nasi',
      lead: 'Unataka kuleta Sacco au kituo chako kwenye Foleni, au unahitaji msaada kuhusu safari? Tunasoma na kujibu kila ujumbe.',
      support: 'Msaada na huduma',
      saccos: 'Sacco na ushirikiano',
      office: 'Ofisi',
      officeValue: 'Nairobi, Kenya',
      hours: 'Jumatatu hadi Jumamosi, saa 1:00 asubuhi – saa 1:00 jioni (EAT)',
      complain: 'Wasilisha malalamiko',
      allDetails: 'Maelezo yote ya mawasiliano',
    },
  },
  notFound: {
    pageTitle: 'Ukurasa haupatikani',
    title: '404',
    subtitle: 'Samahani, ukurasa uliotembelea haupo.',
  },
  error: {
    title: 'Hitilafu imetokea',
    subtitle:
      'Hitilafu isiyotarajiwa imezuia ukurasa huu kupakia. Pakia upya ukurasa ujaribu tena.',
    reload: 'Pakia upya',
  },
  stations: {
    fetchFailed: 'Imeshindwa kupata vituo',
    retry: 'Jaribu tena',
    routes_one: 'Njia {{count}}',
    routes_other: 'Njia {{count}}',
    queued_zero: 'Hakuna gari kwenye foleni',
    queued_one: 'Gari {{count}} kwenye foleni',
    queued_other: 'Magari {{count}} kwenye foleni',
    noRegion: 'Hakuna eneo',
    popular: {
      title: 'Vituo maarufu',
      lead: 'Steji zenye shughuli nyingi zaidi, pamoja na njia zinazohudumia kila moja na magari yaliyo kwenye foleni sasa.',
      viewAll: 'Tazama vituo vyote',
    },
  },
};
