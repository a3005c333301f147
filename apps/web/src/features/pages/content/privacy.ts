import type { DocumentContent, Localized } from './types';

/** /privacy: what Foleni collects, why, who sees it, and the visitor's rights. */
export const privacyContent: Localized<DocumentContent> = {
  en: {
    title: 'Privacy policy',
    lead: 'What Foleni collects when you use it, why, who can see it, and how you stay in control of it. We wrote it to be read, not just agreed to.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          'Foleni runs matatu queues at stations and helps passengers find routes. In this policy, “Foleni”, “we” and “us” mean the team that operates foleni.ke and its apps. We are the data controller for the personal data described here, under the Data Protection Act, 2019 of Kenya.',
          'Saccos, station admins and vehicle owners who use Foleni also see some of your data (see “Who can see your data”). When a Sacco uses Foleni to run its own operations, it is responsible for how it uses what it sees.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        blocks: [
          'Looking up routes, stations and fares needs no account, and we collect nothing that identifies you to do it. When you create an account or use the queue, we collect:',
          {
            list: [
              'Account details: your first and last name, e-mail address, phone number, national ID number, username, role (for example Sacco, driver or passenger) and, if you add one, a profile picture.',
              'Vehicle details: plate numbers, the Sacco a vehicle belongs to, its owner and the drivers assigned to it.',
              'Queue activity: when a vehicle joins a queue, is called to load, departs or leaves, and which account made each change and why. Fairness depends on this record.',
              'Complaints: your name, e-mail, phone number, occupation and national ID number, the Sacco, route, vehicle or station concerned, your message and any files you attach.',
              'Technical data: your IP address, browser and device type, and the time of each request, kept in server logs for security and troubleshooting.',
            ],
          },
          'We do not collect your location from your phone. Station and stop positions on Foleni are those of the stations, not of people.',
        ],
      },
      {
        id: 'on-your-device',
        heading: 'What we store on your device',
        blocks: [
          'Foleni does not use advertising cookies. It keeps a few items in your browser’s local storage so the site works the way you left it:',
          {
            list: [
              'your choice of light or dark mode, and of English or Kiswahili;',
              'your sign-in tokens, so you stay signed in until you sign out;',
              'a complaint you wrote before signing in, until it has been sent.',
            ],
          },
          'You can remove them at any time by signing out or clearing your browser’s site data.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        blocks: [
          {
            list: [
              'To run the service you signed up for: keep the queue, show drivers their place, let Saccos manage their vehicles and routes (performance of a contract).',
              'To keep accounts safe, prevent fraud and queue-jumping, and investigate misuse (our legitimate interest).',
              'To send you messages you need, such as account activation, password resets and “your turn to load” notifications, and, only if you agree, other updates (contract and consent).',
              'To handle complaints and pass them to the Sacco or station concerned (legitimate interest).',
              'To meet legal obligations, for example tax records for paid plans or a lawful request from an authority.',
            ],
          },
          'We count page visits to learn which pages help people. Those counts are not used to identify you.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who can see your data',
        blocks: [
          {
            list: [
              'Your Sacco sees the accounts, vehicles and queue activity that belong to it. Station admins see the vehicles in their station’s queues. Vehicle owners see their own vehicles and the drivers on them.',
              'A complaint is shared with the Sacco and, where relevant, the station it is about, so they can act on it.',
              'Service providers who host our servers and send our e-mail and SMS process data for us under written contracts, and only on our instructions.',
              'Authorities, when Kenyan law requires it and the request is lawful.',
            ],
          },
          'We never sell personal data, and we do not share it with advertisers.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Account details: while your account is open. After you close it, we delete or anonymise them within 90 days, except what the law requires us to keep.',
              'Queue history and its change record: up to seven years, because Saccos rely on it to settle disputes and for their own records.',
              'Complaints: three years after the complaint is closed.',
              'Server logs: 90 days.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        blocks: [
          'Every connection to Foleni is encrypted. Passwords are stored only as strong one-way hashes, so nobody at Foleni can read them. Sign-in tokens expire quickly and are replaced regularly. Each role sees only what it needs, and changes to queues and accounts are recorded with who made them.',
          'If a breach puts your data at risk, we will tell you and the Office of the Data Protection Commissioner without undue delay, as the law requires.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          'Under the Data Protection Act, 2019 you have the right to:',
          {
            list: [
              'be told how your data is used (this page);',
              'get a copy of the personal data we hold about you;',
              'have wrong or incomplete data corrected;',
              'have data deleted when we no longer need it, or object to its use;',
              'receive your data in a format you can take elsewhere.',
            ],
          },
          'Write to privacy@foleni.ke and we will answer within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          'Accounts are for people aged 18 and over. Anyone can look up routes and stations without an account.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          'When we change this policy, we update the date at the top. If a change affects how we use your data in an important way, we tell account holders by e-mail before it takes effect.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          'Questions about your data: privacy@foleni.ke. Anything else: support@foleni.ke. Foleni, Nairobi, Kenya.',
        ],
      },
    ],
  },
  sw: {
    title: 'Sera ya faragha',
    lead: 'Taarifa ambazo Foleni hukusanya unapoitumia, sababu zake, nani anaweza kuziona, na jinsi unavyoendelea kuzidhibiti. Tumeiandika ili isomwe, si ili ikubaliwe tu.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Sisi ni nani',
        blocks: [
          'Foleni huendesha foleni za matatu vituoni na huwasaidia abiria kupata njia. Katika sera hii, “Foleni”, “sisi” na “yetu” inamaanisha timu inayoendesha foleni.ke na programu zake. Sisi ndio wadhibiti wa data binafsi inayoelezwa hapa, chini ya Sheria ya Ulinzi wa Data, 2019 ya Kenya.',
          'Sacco, wasimamizi wa vituo na wamiliki wa magari wanaotumia Foleni pia huona baadhi ya data yako (tazama “Nani anaweza kuona data yako”). Sacco inapotumia Foleni kuendesha shughuli zake, inawajibika kwa jinsi inavyotumia inachokiona.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Tunachokusanya',
        blocks: [
          'Kutafuta njia, vituo na nauli hakuhitaji akaunti, na hatukusanyi chochote kinachokutambulisha kufanya hivyo. Unapofungua akaunti au kutumia foleni, tunakusanya:',
          {
            list: [
              'Maelezo ya akaunti: jina lako la kwanza na la mwisho, anwani ya barua pepe, nambari ya simu, nambari ya kitambulisho cha taifa, jina la mtumiaji, jukumu lako (kwa mfano Sacco, dereva au abiria) na, ukiiweka, picha ya wasifu.',
              'Maelezo ya magari: nambari za usajili, Sacco ambayo gari ni lake, mmiliki wake na madereva waliopangiwa.',
              'Shughuli za foleni: gari linapojiunga na foleni, linapoitwa kupakia, linapoondoka au kutoka, na akaunti iliyofanya kila badiliko na sababu yake. Haki ya foleni inategemea rekodi hii.',
              'Malalamiko: jina lako, barua pepe, nambari ya simu, kazi yako na nambari ya kitambulisho, Sacco, njia, gari au kituo kinachohusika, ujumbe wako na faili zozote unazoambatisha.',
              'Data ya kiufundi: anwani yako ya IP, aina ya kivinjari na kifaa, na wakati wa kila ombi, huhifadhiwa kwenye kumbukumbu za seva kwa ajili ya usalama na utatuzi wa matatizo.',
            ],
          },
          'Hatukusanyi mahali ulipo kutoka kwenye simu yako. Maeneo ya vituo kwenye Foleni ni ya vituo, si ya watu.',
        ],
      },
      {
        id: 'on-your-device',
        heading: 'Tunachohifadhi kwenye kifaa chako',
        blocks: [
          'Foleni haitumii vidakuzi vya matangazo. Huhifadhi vitu vichache kwenye hifadhi ya kivinjari chako ili tovuti ifanye kazi jinsi ulivyoiacha:',
          {
            list: [
              'chaguo lako la mwanga au giza, na la Kiingereza au Kiswahili;',
              'tokeni zako za kuingia, ili ubaki umeingia hadi utakapotoka;',
              'malalamiko uliyoandika kabla ya kuingia, hadi yatakapotumwa.',
            ],
          },
          'Unaweza kuviondoa wakati wowote kwa kutoka kwenye akaunti au kufuta data ya tovuti kwenye kivinjari chako.',
        ],
      },
      {
        id: 'why',
        heading: 'Kwa nini tunaitumia',
        blocks: [
          {
            list: [
              'Kuendesha huduma uliyojiandikisha: kutunza foleni, kuwaonyesha madereva nafasi zao, na kuziwezesha Sacco kusimamia magari na njia zao (utekelezaji wa mkataba).',
              'Kulinda akaunti, kuzuia ulaghai na kuruka foleni, na kuchunguza matumizi mabaya (maslahi yetu halali).',
              'Kukutumia ujumbe unaouhitaji, kama uanzishaji wa akaunti, kubadilisha nenosiri na arifa za “zamu yako ya kupakia”, na, ukikubali tu, taarifa nyingine (mkataba na ridhaa).',
              'Kushughulikia malalamiko na kuyapeleka kwa Sacco au kituo kinachohusika (maslahi halali).',
              'Kutimiza wajibu wa kisheria, kwa mfano kumbukumbu za kodi za mipango ya kulipia au ombi halali kutoka kwa mamlaka.',
            ],
          },
          'Tunahesabu ziara za kurasa ili kujua kurasa zinazowasaidia watu. Hesabu hizo hazitumiki kukutambulisha.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Nani anaweza kuona data yako',
        blocks: [
          {
            list: [
              'Sacco yako huona akaunti, magari na shughuli za foleni zinazoihusu. Wasimamizi wa vituo huona magari yaliyo kwenye foleni za kituo chao. Wamiliki wa magari huona magari yao na madereva wanaoyaendesha.',
              'Malalamiko hushirikiwa na Sacco na, inapohitajika, kituo kinachohusika, ili waweze kuchukua hatua.',
              'Watoa huduma wanaohifadhi seva zetu na kutuma barua pepe na SMS zetu huchakata data kwa niaba yetu chini ya mikataba ya maandishi, na kwa maagizo yetu tu.',
              'Mamlaka, sheria za Kenya zinapohitaji hivyo na ombi likiwa halali.',
            ],
          },
          'Kamwe hatuuzi data binafsi, na hatuishiriki na watangazaji.',
        ],
      },
      {
        id: 'retention',
        heading: 'Tunaihifadhi kwa muda gani',
        blocks: [
          {
            list: [
              'Maelezo ya akaunti: akaunti yako ikiwa wazi. Ukiifunga, tunayafuta au kuyafanya yasitambulishe mtu ndani ya siku 90, isipokuwa yale ambayo sheria inatutaka tuyahifadhi.',
              'Historia ya foleni na rekodi ya mabadiliko yake: hadi miaka saba, kwa sababu Sacco huitegemea kusuluhisha mizozo na kwa kumbukumbu zao.',
              'Malalamiko: miaka mitatu baada ya lalamiko kufungwa.',
              'Kumbukumbu za seva: siku 90.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'Jinsi tunavyoilinda',
        blocks: [
          'Kila muunganisho kwenye Foleni umesimbwa. Manenosiri huhifadhiwa kwa njia isiyoweza kurejeshwa, kwa hiyo hakuna mtu wa Foleni anayeweza kuyasoma. Tokeni za kuingia huisha muda haraka na hubadilishwa mara kwa mara. Kila jukumu huona tu kile linachohitaji, na mabadiliko ya foleni na akaunti hurekodiwa pamoja na aliyeyafanya.',
          'Uvunjaji wa usalama ukihatarisha data yako, tutakujulisha wewe na Ofisi ya Kamishna wa Ulinzi wa Data bila kuchelewa, kama sheria inavyotaka.',
        ],
      },
      {
        id: 'rights',
        heading: 'Haki zako',
        blocks: [
          'Chini ya Sheria ya Ulinzi wa Data, 2019 una haki ya:',
          {
            list: [
              'kuelezwa jinsi data yako inavyotumika (ukurasa huu);',
              'kupata nakala ya data binafsi tuliyo nayo kukuhusu;',
              'kurekebishiwa data isiyo sahihi au isiyokamilika;',
              'kufutiwa data tusipoihitaji tena, au kupinga matumizi yake;',
              'kupokea data yako katika muundo unaoweza kuupeleka kwingine.',
            ],
          },
          'Tuandikie kwa privacy@foleni.ke na tutakujibu ndani ya siku 30. Usiporidhika na jibu letu, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (www.odpc.go.ke).',
        ],
      },
      {
        id: 'children',
        heading: 'Watoto',
        blocks: [
          'Akaunti ni za watu wenye umri wa miaka 18 na zaidi. Mtu yeyote anaweza kutafuta njia na vituo bila akaunti.',
        ],
      },
      {
        id: 'changes',
        heading: 'Mabadiliko ya sera hii',
        blocks: [
          'Tunapobadilisha sera hii, tunasasisha tarehe iliyo juu. Badiliko likiathiri kwa kiasi kikubwa jinsi tunavyotumia data yako, tunawajulisha wenye akaunti kwa barua pepe kabla halijaanza kutumika.',
        ],
      },
      {
        id: 'contact',
        heading: 'Mawasiliano',
        blocks: [
          'Maswali kuhusu data yako: privacy@foleni.ke. Jambo lingine lolote: support@foleni.ke. Foleni, Nairobi, Kenya.',
        ],
      },
    ],
  },
};
