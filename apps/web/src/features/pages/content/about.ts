import type { DocumentContent, Localized } from './types';

/** /about: why Foleni exists, what it does, how it works, where its route data comes from. */
export const aboutContent: Localized<DocumentContent> = {
  en: {
    title: 'About Foleni',
    lead: '“Foleni” is Kiswahili for queue. We build the software that keeps matatu queues fair at the stage and helps passengers find their way around Nairobi’s routes.',
    sections: [
      {
        id: 'why',
        heading: 'Why Foleni exists',
        blocks: [
          'At a busy stage, the queue decides who earns next. When it lives on a paper list or in a marshal’s memory, arguments about who came first are common, vehicles slip ahead, and a driver who waited two hours can lose his turn. Passengers, meanwhile, walk from stage to stage asking which matatu goes where.',
          'Foleni puts the queue on record. Every vehicle joins in the order it arrives, loads when it is called, and every change, with who made it and why, is kept. The same record tells passengers which routes serve a station and how many vehicles are waiting there now.',
        ],
      },
      {
        id: 'what',
        heading: 'What Foleni does',
        blocks: [
          {
            list: [
              'Runs one queue per route at each station, first come, first served.',
              'Gives station marshals the tools to call the next vehicle, record departures and settle exceptions fairly.',
              'Shows drivers and conductors their place in line and tells them when it is their turn.',
              'Gives Saccos and vehicle owners one view of their vehicles, routes, stations and complaints.',
              'Lets passengers look up stations, routes, stops and fares, in Kiswahili or English, without an account.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        heading: 'How we build it',
        blocks: [
          {
            list: [
              'Fair by design: the order of the queue follows arrival, and any exception needs a reason that everyone can later see.',
              'Made for phones at the stage: pages are light enough to load quickly on a slow connection, and work on small screens, in bright sun with light mode or at night with dark mode.',
              'In Kiswahili and English, everywhere.',
              'Your data is yours: we collect only what the queue needs, and we never sell it. Our privacy policy says exactly what we keep.',
            ],
          },
        ],
      },
      {
        id: 'data',
        heading: 'Where the route data comes from',
        blocks: [
          'Nairobi’s matatu routes and stops on Foleni start from Digital Matatus, the open map of the city’s matatu network made by the University of Nairobi, Columbia University, MIT and Groupshot, published under the Creative Commons Attribution 4.0 licence. Saccos keep their own routes, stops and fares up to date on Foleni.',
        ],
      },
      {
        id: 'work-with-us',
        heading: 'Work with us',
        blocks: [
          'We work with Saccos, station managers, county transport offices and researchers who want matatu travel to be fairer and easier. If that is you, we would like to hear from you.',
        ],
      },
    ],
  },
  sw: {
    title: 'Kuhusu Foleni',
    lead: 'Tunatengeneza programu inayohakikisha foleni za matatu stejini ni za haki na inayowasaidia abiria kupata njia zao katika mtandao wa matatu wa Nairobi.',
    sections: [
      {
        id: 'why',
        heading: 'Kwa nini Foleni ipo',
        blocks: [
          'Katika steji yenye shughuli nyingi, foleni ndiyo huamua nani atapata kazi inayofuata. Foleni ikiwa kwenye orodha ya karatasi au kichwani mwa msimamizi, mabishano kuhusu nani alifika kwanza ni ya kawaida, magari huruka foleni, na dereva aliyesubiri saa mbili anaweza kupoteza zamu yake. Abiria nao hutembea kutoka steji moja hadi nyingine wakiuliza matatu ipi inakwenda wapi.',
          'Foleni huiweka foleni kwenye rekodi. Kila gari hujiunga kwa mpangilio wa kufika, hupakia linapoitwa, na kila badiliko, pamoja na aliyelifanya na sababu yake, huhifadhiwa. Rekodi hiyo hiyo huwaonyesha abiria njia zinazohudumia kituo na idadi ya magari yanayosubiri hapo sasa.',
        ],
      },
      {
        id: 'what',
        heading: 'Foleni hufanya nini',
        blocks: [
          {
            list: [
              'Huendesha foleni moja kwa kila njia katika kila kituo, anayefika kwanza huhudumiwa kwanza.',
              'Huwapa wasimamizi wa vituo zana za kuita gari linalofuata, kurekodi magari yanayoondoka na kushughulikia hali maalum kwa haki.',
              'Huwaonyesha madereva na makondakta nafasi zao kwenye foleni na kuwajulisha zamu yao inapofika.',
              'Huzipa Sacco na wamiliki wa magari mtazamo mmoja wa magari, njia, vituo na malalamiko yao.',
              'Huwawezesha abiria kutafuta vituo, njia, vituo vya kusimama na nauli, kwa Kiswahili au Kiingereza, bila akaunti.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        heading: 'Jinsi tunavyoijenga',
        blocks: [
          {
            list: [
              'Haki tangu mwanzo: mpangilio wa foleni hufuata kufika, na hali yoyote maalum inahitaji sababu ambayo kila mtu anaweza kuiona baadaye.',
              'Imetengenezwa kwa ajili ya simu stejini: kurasa ni nyepesi ili zifunguke haraka hata kwenye mtandao wa polepole, na hufanya kazi kwenye skrini ndogo, juani kwa hali ya mwanga au usiku kwa hali ya giza.',
              'Kwa Kiswahili na Kiingereza, kila mahali.',
              'Data yako ni yako: tunakusanya tu kile ambacho foleni inahitaji, na kamwe hatuiuzi. Sera yetu ya faragha inaeleza hasa tunachohifadhi.',
            ],
          },
        ],
      },
      {
        id: 'data',
        heading: 'Data ya njia inatoka wapi',
        blocks: [
          'Njia na vituo vya matatu vya Nairobi kwenye Foleni vinatokana na Digital Matatus, ramani huria ya mtandao wa matatu wa jiji iliyotengenezwa na Chuo Kikuu cha Nairobi, Chuo Kikuu cha Columbia, MIT na Groupshot, na kuchapishwa chini ya leseni ya Creative Commons Attribution 4.0. Sacco husasisha njia, vituo na nauli zao wenyewe kwenye Foleni.',
        ],
      },
      {
        id: 'work-with-us',
        heading: 'Fanya kazi nasi',
        blocks: [
          'Tunafanya kazi na Sacco, wasimamizi wa vituo, ofisi za usafiri za kaunti na watafiti wanaotaka usafiri wa matatu uwe wa haki zaidi na rahisi zaidi. Ikiwa wewe ni mmoja wao, tungependa kusikia kutoka kwako.',
        ],
      },
    ],
  },
};
