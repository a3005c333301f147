import type { DocumentContent, Localized } from './types';

/** /how-to-use: step-by-step guides for each kind of user. */
export const howToUseContent: Localized<DocumentContent> = {
  en: {
    title: 'How to use Foleni',
    lead: 'Short guides for each person at the stage: passengers, drivers and conductors, station marshals, Saccos and vehicle owners.',
    sections: [
      {
        id: 'passengers',
        heading: 'Passengers: find your matatu',
        blocks: [
          'You do not need an account.',
          {
            steps: [
              'Type where you are going, or the stage you are at, into the search box at the top of any page. Or open Stations and search by name or region.',
              'Open a station to see every route that serves it and how many vehicles are queued there now.',
              'Open a route to see its stops in order, in both directions, the line it follows and its fares where the Sacco has published them.',
              'Board at the stage and confirm the fare with the conductor before you pay.',
              'Something went wrong on a trip? Use “Make a complaint” at the bottom of any page: we pass it to the Sacco concerned.',
            ],
          },
        ],
      },
      {
        id: 'drivers',
        heading: 'Drivers and conductors: your place in line',
        blocks: [
          {
            steps: [
              'Create an account with Sign In, then open the activation link we send to your e-mail.',
              'Ask your Sacco to link your account to the vehicle you work on.',
              'When you arrive at the stage, the marshal adds your vehicle to your route’s queue, in the order you arrived.',
              'Follow your position on your phone. Foleni tells you when you are next and when it is your turn to load.',
              'When you depart, the marshal records it. A vehicle is in one queue at a time, so join the next one at your next stage.',
            ],
          },
        ],
      },
      {
        id: 'marshals',
        heading: 'Station marshals and admins: run the queue',
        blocks: [
          {
            steps: [
              'Your Sacco or Foleni gives your account the station admin role for your station.',
              'Open the queue of your station. Each route has its own line.',
              'Add each vehicle as it arrives. Foleni keeps them in arrival order.',
              'Call the next vehicle to load, and mark it departed when it leaves. Only one vehicle loads per route at a time.',
              'If a vehicle must move or leave the queue, choose the reason. Everyone can later see what changed, who changed it and why.',
            ],
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'Saccos: bring your fleet onto Foleni',
        blocks: [
          {
            steps: [
              'Sign up and choose Sacco as your role. We check the details and activate the account.',
              'Add your vehicles, your stations and your routes, with their stops in order and their fares.',
              'Invite vehicle owners and drivers, and name the station admins who run your stages.',
              'Follow queues, bookings and complaints from your dashboard.',
              'Choose the plan that fits your size on the Pricing section of the home page.',
            ],
          },
        ],
      },
      {
        id: 'owners',
        heading: 'Vehicle owners: follow your vehicles',
        blocks: [
          {
            steps: [
              'Accept the invitation your Sacco sends you, and activate your account.',
              'See each of your vehicles, the drivers assigned to it and the queue it is in.',
              'Follow complaints about your vehicles so you can act on them quickly.',
            ],
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Jinsi ya kutumia Foleni',
    lead: 'Miongozo mifupi kwa kila mtu stejini: abiria, madereva na makondakta, wasimamizi wa vituo, Sacco na wamiliki wa magari.',
    sections: [
      {
        id: 'passengers',
        heading: 'Abiria: pata matatu yako',
        blocks: [
          'Huhitaji akaunti.',
          {
            steps: [
              'Andika unakoelekea, au steji uliyopo, kwenye kisanduku cha kutafuta juu ya ukurasa wowote. Au fungua Vituo na utafute kwa jina au eneo.',
              'Fungua kituo kuona kila njia inayokihudumia na idadi ya magari yaliyo kwenye foleni hapo sasa.',
              'Fungua njia kuona vituo vyake kwa mpangilio, kwa pande zote mbili, mstari inaoufuata na nauli zake pale ambapo Sacco imezichapisha.',
              'Panda stejini na uthibitishe nauli na kondakta kabla ya kulipa.',
              'Kuna kitu kilienda vibaya safarini? Tumia “Wasilisha malalamiko” chini ya ukurasa wowote: tunalipeleka kwa Sacco inayohusika.',
            ],
          },
        ],
      },
      {
        id: 'drivers',
        heading: 'Madereva na makondakta: nafasi yako kwenye foleni',
        blocks: [
          {
            steps: [
              'Fungua akaunti kupitia Ingia, kisha fungua kiungo cha uanzishaji tunachotuma kwenye barua pepe yako.',
              'Iombe Sacco yako iunganishe akaunti yako na gari unalofanyia kazi.',
              'Ukifika stejini, msimamizi huongeza gari lako kwenye foleni ya njia yako, kwa mpangilio ulivyofika.',
              'Fuatilia nafasi yako kwenye simu. Foleni hukujulisha unapokuwa wa kufuata na zamu yako ya kupakia inapofika.',
              'Ukiondoka, msimamizi hurekodi. Gari huwa kwenye foleni moja kwa wakati mmoja, kwa hiyo jiunge na inayofuata kwenye steji yako inayofuata.',
            ],
          },
        ],
      },
      {
        id: 'marshals',
        heading: 'Wasimamizi wa vituo: endesha foleni',
        blocks: [
          {
            steps: [
              'Sacco yako au Foleni huipa akaunti yako jukumu la msimamizi wa kituo chako.',
              'Fungua foleni ya kituo chako. Kila njia ina mstari wake.',
              'Ongeza kila gari linapofika. Foleni huyapanga kwa mpangilio wa kufika.',
              'Ita gari linalofuata kupakia, na uweke alama kuwa limeondoka linapoondoka. Gari moja tu hupakia kwa kila njia wakati mmoja.',
              'Gari likilazimika kusogezwa au kutoka kwenye foleni, chagua sababu. Kila mtu anaweza kuona baadaye kilichobadilika, aliyekibadilisha na kwa nini.',
            ],
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'Sacco: leteni magari yenu kwenye Foleni',
        blocks: [
          {
            steps: [
              'Jisajili na uchague Sacco kama jukumu lako. Tunakagua maelezo na kuanzisha akaunti.',
              'Ongeza magari yako, vituo vyako na njia zako, pamoja na vituo vyake kwa mpangilio na nauli zake.',
              'Waalike wamiliki wa magari na madereva, na uwataje wasimamizi wanaoendesha steji zako.',
              'Fuatilia foleni, uhifadhi wa nafasi na malalamiko kutoka kwenye dashibodi yako.',
              'Chagua mpango unaolingana na ukubwa wako katika sehemu ya Bei kwenye ukurasa wa nyumbani.',
            ],
          },
        ],
      },
      {
        id: 'owners',
        heading: 'Wamiliki wa magari: fuatilia magari yako',
        blocks: [
          {
            steps: [
              'Kubali mwaliko ambao Sacco yako inakutumia, na uanzishe akaunti yako.',
              'Ona kila gari lako, madereva waliopangiwa na foleni lililomo.',
              'Fuatilia malalamiko kuhusu magari yako ili uchukue hatua haraka.',
            ],
          },
        ],
      },
    ],
  },
};
