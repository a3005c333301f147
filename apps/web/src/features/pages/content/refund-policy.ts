import type { DocumentContent, Localized } from './types';

/** /refund-policy: cancelling a plan and getting money back. */
export const refundPolicyContent: Localized<DocumentContent> = {
  en: {
    title: 'Refund policy',
    lead: 'How cancelling a Foleni plan works, when you get money back, and how to ask for it.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'plans',
        heading: 'How plans are billed',
        blocks: [
          'Foleni’s plans are monthly: Basic at KES 500, Standard at KES 1,500 and Premium at KES 3,000 per month. Each month is paid at its start and the plan renews until you cancel it. Passengers never pay Foleni anything.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Cancelling',
        blocks: [
          'You can cancel at any time, from your account or by writing to support@foleni.ke. The plan stays active until the end of the month you have paid for, and you are not charged again. Your Sacco’s records, queue history and routes remain available to you on the free features.',
        ],
      },
      {
        id: 'when',
        heading: 'When we refund',
        blocks: [
          {
            list: [
              'You were charged twice, or charged the wrong amount: we refund the difference in full.',
              'You subscribed or upgraded by mistake and tell us within 7 days: we refund that payment in full.',
              'Foleni was unavailable to you for more than 24 hours in a row during a paid month because of a fault on our side: we refund, or credit to your next month, the part of the month that was lost.',
              'We remove a feature your plan includes: you may cancel and get back the unused part of the month.',
            ],
          },
        ],
      },
      {
        id: 'when-not',
        heading: 'When we do not refund',
        blocks: [
          {
            list: [
              'The rest of a month after you cancel, outside the cases above.',
              'An account suspended because it broke our terms of service, for example by falsifying the queue.',
            ],
          },
        ],
      },
      {
        id: 'how',
        heading: 'How to ask for a refund',
        blocks: [
          {
            steps: [
              'Write to support@foleni.ke from the e-mail address of your account.',
              'Give the payment date, the amount and the payment reference (for example the M-Pesa confirmation code), and tell us what went wrong.',
              'We answer within 2 working days. An approved refund is paid within 14 days, to the same account or phone number the payment came from.',
            ],
          },
        ],
      },
      {
        id: 'fares',
        heading: 'Matatu fares',
        blocks: [
          'Foleni does not collect matatu fares, so it cannot refund them. If you were overcharged or a trip went wrong, use the complaint form: we pass your complaint to the Sacco concerned, which handles fares.',
        ],
      },
    ],
  },
  sw: {
    title: 'Sera ya kurejesha pesa',
    lead: 'Jinsi ya kusitisha mpango wa Foleni, lini unarejeshewa pesa, na jinsi ya kuomba.',
    updated: '2026-11-20',
    sections: [
      {
        id: 'plans',
        heading: 'Jinsi mipango inavyolipiwa',
        blocks: [
          'Mipango ya Foleni ni ya kila mwezi: Basic kwa KES 500, Standard kwa KES 1,500 na Premium kwa KES 3,000 kwa mwezi. Kila mwezi hulipwa mwanzoni mwake na mpango hujirudia hadi utakapousitisha. Abiria hawalipi Foleni chochote kamwe.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Kusitisha',
        blocks: [
          'Unaweza kusitisha wakati wowote, kupitia akaunti yako au kwa kutuandikia kupitia support@foleni.ke. Mpango unaendelea kufanya kazi hadi mwisho wa mwezi uliolipia, na hutozwi tena. Kumbukumbu za Sacco yako, historia ya foleni na njia zinaendelea kupatikana kwako kupitia vipengele vya bure.',
        ],
      },
      {
        id: 'when',
        heading: 'Lini tunarejesha pesa',
        blocks: [
          {
            list: [
              'Ulitozwa mara mbili, au ulitozwa kiasi kisicho sahihi: tunarejesha tofauti yote.',
              'Ulijiunga au kupandisha mpango kwa makosa na ukatujulisha ndani ya siku 7: tunarejesha malipo hayo yote.',
              'Foleni haikupatikana kwako kwa zaidi ya saa 24 mfululizo katika mwezi uliolipiwa kwa sababu ya hitilafu upande wetu: tunarejesha, au tunaweka kwenye mwezi wako unaofuata, sehemu ya mwezi iliyopotea.',
              'Tukiondoa kipengele ambacho mpango wako unajumuisha: unaweza kusitisha na kurejeshewa sehemu ya mwezi ambayo haijatumika.',
            ],
          },
        ],
      },
      {
        id: 'when-not',
        heading: 'Lini haturejeshi pesa',
        blocks: [
          {
            list: [
              'Sehemu iliyobaki ya mwezi baada ya kusitisha, nje ya hali zilizotajwa juu.',
              'Akaunti iliyosimamishwa kwa sababu ilivunja masharti yetu ya huduma, kwa mfano kwa kughushi foleni.',
            ],
          },
        ],
      },
      {
        id: 'how',
        heading: 'Jinsi ya kuomba kurejeshewa pesa',
        blocks: [
          {
            steps: [
              'Tuandikie kupitia support@foleni.ke ukitumia anwani ya barua pepe ya akaunti yako.',
              'Taja tarehe ya malipo, kiasi na kumbukumbu ya malipo (kwa mfano msimbo wa uthibitisho wa M-Pesa), na utueleze kilichoharibika.',
              'Tunajibu ndani ya siku 2 za kazi. Marejesho yaliyoidhinishwa hulipwa ndani ya siku 14, kwenye akaunti au nambari ya simu ile ile iliyotumika kulipa.',
            ],
          },
        ],
      },
      {
        id: 'fares',
        heading: 'Nauli za matatu',
        blocks: [
          'Foleni haikusanyi nauli za matatu, kwa hiyo haiwezi kuzirejesha. Ukitozwa zaidi au safari ikienda vibaya, tumia fomu ya malalamiko: tunapeleka lalamiko lako kwa Sacco inayohusika, ambayo hushughulikia nauli.',
        ],
      },
    ],
  },
};
