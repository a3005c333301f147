import type { ErrorsTranslation } from './en';

/** Kiswahili texts of the codes that no page's texts hold. */
export const swErrors: ErrorsTranslation = {
  messages: {
    api: {
      tooLong: 'Tumia herufi zisizozidi {{max}}.',
      // The framework's own sentence, in English: it names the technical problem exactly.
      requestRefused: '{{reason}}',
      pageSize: 'Ukubwa wa ukurasa (p_size) lazima uwe namba kamili kuanzia 1 hadi {{max}}.',
    },
    notFound: {
      endpoint: 'Haikupatikana.',
      attachment: 'Kiambatisho hakikupatikana.',
      booking: 'Nafasi iliyohifadhiwa haikupatikana.',
      complaint: 'Lalamiko halikupatikana.',
      fare: 'Nauli haikupatikana.',
      member: 'Mwanachama hakupatikana.',
      payment: 'Malipo hayakupatikana.',
      place: 'Mahali hapakupatikana.',
      queueEntry: 'Nafasi kwenye foleni haikupatikana.',
      region: 'Eneo halikupatikana.',
      route: 'Njia haikupatikana.',
      sacco: 'Sacco haikupatikana.',
      station: 'Kituo hakikupatikana.',
      user: 'Mtumiaji hakupatikana.',
      vehicle: 'Gari halikupatikana.',
    },
    complaints: { notMultipart: 'Tuma lalamiko kama multipart/form-data.' },
    places: { nameTooLong: 'Tumia herufi zisizozidi {{max}} kwa jina la mahali' },
    gtfs: {
      feedInvalid: '{{problem}} Hakuna kilichoingizwa. Rekebisha faili la GTFS kisha ujaribu tena.',
      routeCodeTaken: 'Namba ya njia {{code}} tayari ni ya njia ambayo faili hili halielezi.',
      routeCodeRepeated: 'Namba ya njia {{code}} imepewa zaidi ya njia moja katika routes.txt.',
    },
  },
};
