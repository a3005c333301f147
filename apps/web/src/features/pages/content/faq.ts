import type { Localized } from './types';

export type FaqContent = {
  readonly title: string;
  readonly lead: string;
  readonly groups: readonly {
    readonly id: string;
    readonly heading: string;
    readonly items: readonly { readonly question: string; readonly answer: string }[];
  }[];
};

/** /faq: the questions passengers, crews and Saccos ask most. */
export const faqContent: Localized<FaqContent> = {
  en: {
    title: 'Frequently asked questions',
    lead: 'Quick answers for passengers, drivers and conductors, marshals and Saccos.',
    groups: [
      {
        id: 'passengers',
        heading: 'Passengers',
        items: [
          {
            question: 'Is Foleni free for passengers?',
            answer:
              'Yes. Looking up stations, routes, stops and fares is free and needs no account. Only Saccos and the people who run the queue pay for a plan.',
          },
          {
            question: 'How do I find which matatu to take?',
            answer:
              'Type where you are going into the search box at the top of the page, or open Stations and find the stage you are at. A station’s page lists every route that serves it; a route’s page shows all its stops in order, in both directions.',
          },
          {
            question: 'What does “vehicles queued” mean?',
            answer:
              'It is the number of matatus waiting or loading at that station right now, as recorded by the station’s marshal. It tells you whether a vehicle is ready to leave.',
          },
          {
            question: 'Are the fares on Foleni exact?',
            answer:
              'Fares are published by each Sacco and can change with the time of day, traffic or the weather. Treat them as a guide and confirm with the conductor before you pay.',
          },
          {
            question: 'How do I complain about a matatu or its crew?',
            answer:
              'Use “Make a complaint” at the bottom of any page. Give the route, the vehicle’s plate number, the station and the time if you can. You can write it before signing in: Foleni keeps it on your phone and sends it as soon as you sign in. We pass it to the Sacco concerned.',
          },
        ],
      },
      {
        id: 'crews',
        heading: 'Drivers and conductors',
        items: [
          {
            question: 'How do I join a queue?',
            answer:
              'When you arrive at the stage, the station’s marshal adds your vehicle to your route’s queue. Your place follows the time you arrived, first come, first served.',
          },
          {
            question: 'How will I know it is my turn?',
            answer:
              'Your position shows on your phone as the queue moves. Foleni tells you when you are next and when you are called to load, in the app and by e-mail or SMS where your Sacco has set them up.',
          },
          {
            question: 'Can my vehicle be in two queues at once?',
            answer:
              'No. A vehicle is in one queue at a time in the whole system, so nobody can hold a place at two stages.',
          },
          {
            question: 'Someone moved ahead of me. What can I do?',
            answer:
              'Every move is recorded with who made it and why. Ask your Sacco to look at the queue’s history, or send a complaint with the time and the station.',
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'Saccos and stations',
        items: [
          {
            question: 'How does our Sacco join Foleni?',
            answer:
              'Sign up, choose Sacco as your role and confirm your e-mail. We check your details and activate the account, then you can add your vehicles, routes and stations and invite your members.',
          },
          {
            question: 'Which plan should we choose?',
            answer:
              'Basic (KES 500 a month) suits individual drivers and conductors, Standard (KES 1,500) small Saccos and station admins, and Premium (KES 3,000) large Saccos and vehicle owners. You can change or cancel at any time.',
          },
          {
            question: 'Can a marshal change the order of the queue?',
            answer:
              'Yes, when there is a real reason, such as a breakdown or a vehicle that left. Foleni asks for the reason and records it, so the Sacco and the crews can always see what happened.',
          },
          {
            question: 'We already have our routes in a GTFS file. Can we use it?',
            answer:
              'Yes. Foleni imports routes and stops from GTFS feeds, the format used by Digital Matatus. Write to saccos@foleni.ke and we will help you bring them in.',
          },
        ],
      },
      {
        id: 'account',
        heading: 'Accounts and privacy',
        items: [
          {
            question: 'I did not receive the activation e-mail.',
            answer:
              'Check your spam folder first. If it is not there, ask for a new activation link from the sign-in screen; links expire after a while for your safety.',
          },
          {
            question: 'I forgot my password.',
            answer:
              'Choose “Forgot password” when signing in and enter your e-mail. We send you a link to set a new one.',
          },
          {
            question: 'Who can see my details?',
            answer:
              'Only the people who need them: your Sacco sees its members and vehicles, station admins see the vehicles in their queue. We never sell personal data. The privacy policy explains it in full.',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Maswali yanayoulizwa mara kwa mara',
    lead: 'Majibu ya haraka kwa abiria, madereva na makondakta, wasimamizi wa vituo na Sacco.',
    groups: [
      {
        id: 'passengers',
        heading: 'Abiria',
        items: [
          {
            question: 'Je, Foleni ni bure kwa abiria?',
            answer:
              'Ndiyo. Kutafuta vituo, njia, vituo vya kusimama na nauli ni bure na hakuhitaji akaunti. Ni Sacco na watu wanaoendesha foleni tu wanaolipia mpango.',
          },
          {
            question: 'Nitajuaje matatu ya kupanda?',
            answer:
              'Andika unakoelekea kwenye kisanduku cha kutafuta juu ya ukurasa, au fungua Vituo upate steji uliyopo. Ukurasa wa kituo huorodhesha kila njia inayokihudumia; ukurasa wa njia huonyesha vituo vyake vyote kwa mpangilio, kwa pande zote mbili.',
          },
          {
            question: '“Magari kwenye foleni” inamaanisha nini?',
            answer:
              'Ni idadi ya matatu zinazosubiri au kupakia katika kituo hicho sasa hivi, kama ilivyorekodiwa na msimamizi wa kituo. Inakuonyesha kama kuna gari liko tayari kuondoka.',
          },
          {
            question: 'Je, nauli kwenye Foleni ni sahihi kabisa?',
            answer:
              'Nauli huchapishwa na kila Sacco na zinaweza kubadilika kulingana na wakati wa siku, msongamano au hali ya hewa. Zichukue kama mwongozo na uthibitishe na kondakta kabla ya kulipa.',
          },
          {
            question: 'Nitalalamikaje kuhusu matatu au wafanyakazi wake?',
            answer:
              'Tumia “Wasilisha malalamiko” chini ya ukurasa wowote. Taja njia, nambari ya usajili wa gari, kituo na saa ukiweza. Unaweza kuliandika kabla ya kuingia: Foleni hulihifadhi kwenye simu yako na kulituma mara tu unapoingia. Tunalipeleka kwa Sacco inayohusika.',
          },
        ],
      },
      {
        id: 'crews',
        heading: 'Madereva na makondakta',
        items: [
          {
            question: 'Ninajiungaje na foleni?',
            answer:
              'Ukifika stejini, msimamizi wa kituo huongeza gari lako kwenye foleni ya njia yako. Nafasi yako hufuata saa uliyofika, anayefika kwanza huhudumiwa kwanza.',
          },
          {
            question: 'Nitajuaje zamu yangu imefika?',
            answer:
              'Nafasi yako huonekana kwenye simu yako foleni inaposonga. Foleni hukujulisha unapokuwa wa kufuata na unapoitwa kupakia, kwenye programu na kwa barua pepe au SMS pale Sacco yako imeziweka.',
          },
          {
            question: 'Je, gari langu linaweza kuwa kwenye foleni mbili kwa wakati mmoja?',
            answer:
              'Hapana. Gari huwa kwenye foleni moja tu kwa wakati mmoja katika mfumo mzima, kwa hiyo hakuna anayeweza kushikilia nafasi katika steji mbili.',
          },
          {
            question: 'Mtu amesogezwa mbele yangu. Nifanye nini?',
            answer:
              'Kila usogezaji hurekodiwa pamoja na aliyeufanya na sababu yake. Iombe Sacco yako iangalie historia ya foleni, au tuma lalamiko ukitaja saa na kituo.',
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'Sacco na vituo',
        items: [
          {
            question: 'Sacco yetu inajiungaje na Foleni?',
            answer:
              'Jisajili, chagua Sacco kama jukumu lako na uthibitishe barua pepe yako. Tunakagua maelezo yako na kuanzisha akaunti, kisha unaweza kuongeza magari, njia na vituo vyako na kuwaalika wanachama wako.',
          },
          {
            question: 'Tuchague mpango upi?',
            answer:
              'Basic (KES 500 kwa mwezi) inawafaa madereva na makondakta binafsi, Standard (KES 1,500) Sacco ndogo na wasimamizi wa vituo, na Premium (KES 3,000) Sacco kubwa na wamiliki wa magari. Unaweza kubadilisha au kusitisha wakati wowote.',
          },
          {
            question: 'Je, msimamizi anaweza kubadilisha mpangilio wa foleni?',
            answer:
              'Ndiyo, kukiwa na sababu ya kweli, kama gari kuharibika au gari lililoondoka. Foleni huuliza sababu na kuirekodi, kwa hiyo Sacco na wafanyakazi wanaweza kuona kilichotokea wakati wowote.',
          },
          {
            question: 'Tayari tuna njia zetu kwenye faili la GTFS. Tunaweza kulitumia?',
            answer:
              'Ndiyo. Foleni huingiza njia na vituo kutoka kwenye faili za GTFS, muundo unaotumiwa na Digital Matatus. Tuandikie kupitia saccos@foleni.ke na tutakusaidia kuziingiza.',
          },
        ],
      },
      {
        id: 'account',
        heading: 'Akaunti na faragha',
        items: [
          {
            question: 'Sikupokea barua pepe ya uanzishaji.',
            answer:
              'Angalia kwanza folda ya barua taka. Kama haipo, omba kiungo kipya cha uanzishaji kwenye skrini ya kuingia; viungo huisha muda baada ya muda fulani kwa usalama wako.',
          },
          {
            question: 'Nimesahau nenosiri langu.',
            answer:
              'Chagua “Umesahau nenosiri” unapoingia kisha uandike barua pepe yako. Tunakutumia kiungo cha kuweka jipya.',
          },
          {
            question: 'Nani anaweza kuona maelezo yangu?',
            answer:
              'Wale tu wanaoyahitaji: Sacco yako huona wanachama na magari yake, wasimamizi wa vituo huona magari yaliyo kwenye foleni yao. Kamwe hatuuzi data binafsi. Sera ya faragha inaeleza kwa ukamilifu.',
          },
        ],
      },
    ],
  },
};
