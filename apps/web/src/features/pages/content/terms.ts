import type { DocumentContent, Localized } from './types';

/** /terms: the agreement between Foleni and the people and Saccos who use it. */
export const termsContent: Localized<DocumentContent> = {
  en: {
    title: 'Terms of service',
    lead: 'The agreement between you and Foleni when you use foleni.ke. Please read it: by creating an account or using the service, you accept it.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'the-service',
        heading: 'The service',
        blocks: [
          'Foleni is software for matatu queues, routes and stations. Saccos, station admins, vehicle owners, drivers and conductors use it to run fair queues at the stage; passengers use it to find routes, stations and fares.',
          'Foleni is not a transport operator. We do not own, drive or dispatch vehicles, and we do not sell tickets or collect fares. Trips are provided by Saccos and their crews, under their own licences.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        blocks: [
          {
            list: [
              'You must be 18 or older to open an account, and the details you give us must be true and current.',
              'An account is for one person. Keep your password to yourself; you are responsible for what is done with your account.',
              'An account that acts for a Sacco must be authorised by that Sacco. We may ask for proof before activating it.',
              'Tell us at once at support@foleni.ke if you think someone else has used your account.',
            ],
          },
        ],
      },
      {
        id: 'fair-queue',
        heading: 'Using the queue fairly',
        blocks: [
          'The queue works only if everyone can trust it. When you use it, you agree:',
          {
            list: [
              'to record only what really happened: a vehicle joins when it arrives, loads when it is called and departs when it leaves;',
              'not to add vehicles that are not at the station, or to move a vehicle ahead of others without a genuine reason;',
              'to give the true reason whenever you move or remove a vehicle. Every change is recorded with who made it, when and why, and the record cannot be edited afterwards.',
            ],
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'What Saccos are responsible for',
        blocks: [
          'A Sacco using Foleni is responsible for the vehicles, routes, stops and fares it publishes, for the people it invites, and for holding the licences and insurance its operations require. A Sacco’s members and crews must follow its rules as well as these terms.',
        ],
      },
      {
        id: 'information',
        heading: 'Route, fare and queue information',
        blocks: [
          'Routes, stops and fares are published by Saccos, and Nairobi’s base routes come from the Digital Matatus open data. They are a guide: a matatu may change its way because of traffic or road works, and fares can change with the time of day. Confirm the fare with the conductor before you board.',
          'Queue counts show what was recorded at the station. They are as accurate as the people recording them.',
        ],
      },
      {
        id: 'plans',
        heading: 'Plans and payment',
        blocks: [
          'Foleni is free for passengers. Saccos, station admins, owners and crews can subscribe to a monthly plan: Basic (KES 500), Standard (KES 1,500) or Premium (KES 3,000) per month. Plans are paid in advance, renew each month until cancelled, and can be cancelled at any time. Refunds follow our refund policy.',
          'If we change a plan’s price, we tell subscribers at least 30 days before the new price applies, and you can cancel before then.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'What you must not do',
        blocks: [
          {
            list: [
              'break the law, or use Foleni to harass, threaten or impersonate anyone;',
              'upload files that contain malware, or content that is not yours to share;',
              'try to get into accounts or data you are not allowed to see, or test our security without our written permission;',
              'overload the service, or copy its data in bulk by automated means, beyond what the public pages show a person.',
            ],
          },
        ],
      },
      {
        id: 'your-content',
        heading: 'What you submit',
        blocks: [
          'You keep the rights to what you submit, such as complaints and attachments. You allow us to store it, process it and pass it to the Sacco or station concerned, only as needed to provide the service and to handle your complaint.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability and changes',
        blocks: [
          'We work to keep Foleni available at all hours the stages are busy, but we cannot promise it will never be interrupted. We announce planned maintenance in advance when we can. We improve the service all the time and may change or remove features; if a change takes away something a paid plan includes, you may cancel and get a refund for the unused part of the month.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsibility and liability',
        blocks: [
          'Foleni is not responsible for a trip itself: delays, missed trips, the conduct of a crew or the condition of a vehicle are matters for the Sacco concerned. Use the complaint form and we will pass your complaint on.',
          'As far as the law allows, our total liability to a subscriber for any claim is limited to the fees that subscriber paid us in the three months before the claim. Nothing in these terms limits rights you have under the Consumer Protection Act, 2012 or any liability that cannot lawfully be limited.',
        ],
      },
      {
        id: 'ending',
        heading: 'Suspension and closing an account',
        blocks: [
          'You can close your account at any time by writing to support@foleni.ke. We may suspend or close an account that breaks these terms, for example by falsifying the queue, after telling you why where we are allowed to. Queue records made with the account remain, because others depend on them.',
        ],
      },
      {
        id: 'law',
        heading: 'Law and disputes',
        blocks: [
          'These terms are governed by the laws of Kenya. If we disagree, write to us first and we will try to settle it within 30 days. If we cannot, the dispute goes to the courts of Kenya at Nairobi.',
        ],
      },
      {
        id: 'contact',
        heading: 'Changes to these terms and contact',
        blocks: [
          'If we change these terms, we update the date at the top and tell account holders by e-mail at least 14 days before important changes apply. Questions: support@foleni.ke.',
        ],
      },
    ],
  },
  sw: {
    title: 'Masharti ya huduma',
    lead: 'Makubaliano kati yako na Foleni unapotumia foleni.ke. Tafadhali yasome: kwa kufungua akaunti au kutumia huduma, unayakubali.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'the-service',
        heading: 'Huduma',
        blocks: [
          'Foleni ni programu ya foleni za matatu, njia na vituo. Sacco, wasimamizi wa vituo, wamiliki wa magari, madereva na makondakta huitumia kuendesha foleni za haki stejini; abiria huitumia kupata njia, vituo na nauli.',
          'Foleni si mtoa huduma wa usafiri. Hatumiliki, hatuendeshi wala hatutumi magari, na hatuuzi tiketi wala kukusanya nauli. Safari hutolewa na Sacco na wafanyakazi wao, chini ya leseni zao.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Akaunti yako',
        blocks: [
          {
            list: [
              'Lazima uwe na umri wa miaka 18 au zaidi kufungua akaunti, na maelezo unayotupa lazima yawe ya kweli na ya sasa.',
              'Akaunti ni ya mtu mmoja. Usimwambie mtu nenosiri lako; unawajibika kwa kinachofanywa kwa akaunti yako.',
              'Akaunti inayofanya kazi kwa niaba ya Sacco lazima iidhinishwe na Sacco hiyo. Tunaweza kuomba uthibitisho kabla ya kuianzisha.',
              'Tujulishe mara moja kupitia support@foleni.ke ukidhani mtu mwingine ametumia akaunti yako.',
            ],
          },
        ],
      },
      {
        id: 'fair-queue',
        heading: 'Kutumia foleni kwa haki',
        blocks: [
          'Foleni hufanya kazi tu ikiwa kila mtu anaweza kuiamini. Unapoitumia, unakubali:',
          {
            list: [
              'kurekodi tu kilichotokea kweli: gari hujiunga linapofika, hupakia linapoitwa na huondoka linapoondoka;',
              'kutoongeza magari ambayo hayapo kituoni, wala kusogeza gari mbele ya mengine bila sababu ya kweli;',
              'kutoa sababu ya kweli kila unaposogeza au kuondoa gari. Kila badiliko hurekodiwa pamoja na aliyelifanya, lini na kwa nini, na rekodi haiwezi kuhaririwa baadaye.',
            ],
          },
        ],
      },
      {
        id: 'saccos',
        heading: 'Wajibu wa Sacco',
        blocks: [
          'Sacco inayotumia Foleni inawajibika kwa magari, njia, vituo na nauli inazochapisha, kwa watu inaowaalika, na kwa kuwa na leseni na bima ambazo shughuli zake zinahitaji. Wanachama na wafanyakazi wa Sacco lazima wafuate kanuni zake pamoja na masharti haya.',
        ],
      },
      {
        id: 'information',
        heading: 'Taarifa za njia, nauli na foleni',
        blocks: [
          'Njia, vituo na nauli huchapishwa na Sacco, na njia za msingi za Nairobi zinatoka kwenye data huria ya Digital Matatus. Ni mwongozo: matatu inaweza kubadilisha njia kwa sababu ya msongamano au ujenzi wa barabara, na nauli zinaweza kubadilika kulingana na wakati wa siku. Thibitisha nauli na kondakta kabla ya kupanda.',
          'Hesabu za foleni huonyesha kilichorekodiwa kituoni. Usahihi wake unategemea watu wanaozirekodi.',
        ],
      },
      {
        id: 'plans',
        heading: 'Mipango na malipo',
        blocks: [
          'Foleni ni bure kwa abiria. Sacco, wasimamizi wa vituo, wamiliki na wafanyakazi wanaweza kujiunga na mpango wa kila mwezi: Basic (KES 500), Standard (KES 1,500) au Premium (KES 3,000) kwa mwezi. Mipango hulipwa mapema, hujirudia kila mwezi hadi itakapositishwa, na inaweza kusitishwa wakati wowote. Marejesho ya pesa hufuata sera yetu ya kurejesha pesa.',
          'Tukibadilisha bei ya mpango, tunawajulisha wanaolipia angalau siku 30 kabla ya bei mpya kuanza kutumika, na unaweza kusitisha kabla ya hapo.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Usiyoruhusiwa kufanya',
        blocks: [
          {
            list: [
              'kuvunja sheria, au kutumia Foleni kumnyanyasa, kumtishia au kujifanya mtu mwingine;',
              'kupakia faili zenye programu hasidi, au maudhui ambayo huna haki ya kushiriki;',
              'kujaribu kuingia kwenye akaunti au data usiyoruhusiwa kuona, au kujaribu usalama wetu bila ruhusa yetu ya maandishi;',
              'kulemea huduma, au kunakili data yake kwa wingi kwa njia za kiotomatiki, zaidi ya kile kurasa za umma zinachomwonyesha mtu.',
            ],
          },
        ],
      },
      {
        id: 'your-content',
        heading: 'Unachowasilisha',
        blocks: [
          'Unabaki na haki za kile unachowasilisha, kama malalamiko na viambatisho. Unaturuhusu kukihifadhi, kukichakata na kukipeleka kwa Sacco au kituo kinachohusika, kwa kiasi kinachohitajika tu kutoa huduma na kushughulikia lalamiko lako.',
        ],
      },
      {
        id: 'availability',
        heading: 'Upatikanaji na mabadiliko',
        blocks: [
          'Tunajitahidi Foleni ipatikane saa zote ambazo steji zina shughuli, lakini hatuwezi kuahidi kwamba haitakatika kamwe. Tunatangaza matengenezo yaliyopangwa mapema tunapoweza. Tunaboresha huduma kila wakati na tunaweza kubadilisha au kuondoa vipengele; badiliko likiondoa kitu ambacho mpango wa kulipia unajumuisha, unaweza kusitisha na kurejeshewa pesa ya sehemu ya mwezi ambayo haijatumika.',
        ],
      },
      {
        id: 'liability',
        heading: 'Wajibu na dhima',
        blocks: [
          'Foleni haiwajibiki kwa safari yenyewe: kuchelewa, safari zilizokosekana, tabia ya wafanyakazi au hali ya gari ni mambo ya Sacco inayohusika. Tumia fomu ya malalamiko na tutapeleka lalamiko lako.',
          'Kwa kiwango ambacho sheria inaruhusu, dhima yetu yote kwa mlipiaji kwa dai lolote ni kiasi cha ada ambazo mlipiaji huyo alitulipa katika miezi mitatu kabla ya dai. Hakuna chochote katika masharti haya kinachopunguza haki ulizo nazo chini ya Sheria ya Ulinzi wa Mlaji, 2012 au dhima yoyote ambayo kisheria haiwezi kupunguzwa.',
        ],
      },
      {
        id: 'ending',
        heading: 'Kusimamisha na kufunga akaunti',
        blocks: [
          'Unaweza kufunga akaunti yako wakati wowote kwa kutuandikia kupitia support@foleni.ke. Tunaweza kusimamisha au kufunga akaunti inayovunja masharti haya, kwa mfano kwa kughushi foleni, baada ya kukueleza sababu pale tunaporuhusiwa. Rekodi za foleni zilizofanywa kwa akaunti hiyo hubaki, kwa sababu wengine huzitegemea.',
        ],
      },
      {
        id: 'law',
        heading: 'Sheria na mizozo',
        blocks: [
          'Masharti haya yanaongozwa na sheria za Kenya. Tukitofautiana, tuandikie kwanza na tutajaribu kusuluhisha ndani ya siku 30. Tusipoweza, mzozo utapelekwa kwenye mahakama za Kenya jijini Nairobi.',
        ],
      },
      {
        id: 'contact',
        heading: 'Mabadiliko ya masharti haya na mawasiliano',
        blocks: [
          'Tukibadilisha masharti haya, tunasasisha tarehe iliyo juu na kuwajulisha wenye akaunti kwa barua pepe angalau siku 14 kabla mabadiliko muhimu hayajaanza kutumika. Maswali: support@foleni.ke.',
        ],
      },
    ],
  },
};
