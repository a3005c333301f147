// Read when the app is built (vite-plugins/answer-shapes.ts), and for its types: the app's code imports
// nothing else from this file, so zod and these schemas stay out of the pages that use them.
import {
  complaintSubmittedSchema,
  journeysAnswerSchema,
  paginatedSchema,
  publicSaccoSchema,
  regionSchema,
  relatedRoutesSchema,
  routeDetailSchema,
  routeSchema,
  searchResultsSchema,
  stationDetailSchema,
  stationSchema,
  suggestionsSchema,
} from '@foleni/contract';
import { publicSettingsSchema } from '@foleni/contract/operations';
import { z } from 'zod';
import { type Shape, toShape } from './answer-shape';

/** The answers the pages a passenger opens from a link read, checked by shape (answer-shape.ts). */
export const answerSchemas = {
  'GET route/': paginatedSchema(routeSchema),
  'GET station/': paginatedSchema(stationSchema),
  'GET station/:id/': stationDetailSchema,
  'GET regions/': paginatedSchema(regionSchema),
  'GET route-by-id/:id/': routeDetailSchema,
  'GET settings/': publicSettingsSchema,
  'GET unauth-saccos//': z.array(publicSaccoSchema),
  'POST complaints/': complaintSubmittedSchema,
  'GET journeys/': journeysAnswerSchema,
  'POST routes/search/': searchResultsSchema,
  'POST routes/search/ (related routes)': relatedRoutesSchema,
  'GET routes/suggest/': suggestionsSchema,
};

export type AnswerName = keyof typeof answerSchemas;

export type Answer<Name extends AnswerName> = z.output<(typeof answerSchemas)[Name]>;

/** Each answer's shape: its schema's output as JSON Schema, reused parts written out in place. */
export function answerShapes(): Record<AnswerName, Shape> {
  const entries = Object.entries(answerSchemas).map(([name, schema]) => {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    });
    return [name, toShape(json as Record<string, unknown>, name)];
  });
  return Object.fromEntries(entries) as Record<AnswerName, Shape>;
}
