import type { PlaceKind } from '@foleni/contract';
import type { Db } from '../db/database';
import { countPlaces, insertPlacesIfMissing } from '../modules/places/places.repo';
import gazetteer from './gazetteer.json' with { type: 'json' };

// The gazetteer a passenger may name instead of a stop (issue #12): the spec's search cities,
// Nairobi's neighbourhoods and estates, the towns the matatu network reaches, and a few landmarks.
// Coordinates are WGS84 centres of each area; the radius covers it, so a place's journeys can start
// at any stop inside it. Every place near Nairobi has stops of the Nairobi GTFS feed inside its
// radius, and the four towns outside the network none within 20 km (places.test.ts checks both).
// "Nairobi" is the CBD, not the county.

export interface GazetteerPlace {
  name: string;
  /** The Kiswahili name, or null when it is the same as the English one. */
  name_sw: string | null;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  radius_m: number;
}

/** Towns of the spec's search that no matatu in the Nairobi network reaches. */
export const OUTSIDE_NETWORK_TOWNS = ['Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'] as const;

// The places are data, not code: gazetteer.json, which the bundler inlines into the built server.
// places.test.ts checks every entry against the contract's schema, which the cast takes on trust.
export const GAZETTEER = gazetteer as readonly GazetteerPlace[];

/**
 * Fills the gazetteer when the places table is empty, in one transaction: a new database, and an
 * existing one that has just gained the table. Once it has places, the admin's edits are the
 * truth and nothing here runs again. Answers how many places it added.
 */
export async function seedPlacesIfEmpty(db: Db): Promise<number> {
  if ((await countPlaces(db)) > 0) return 0;
  await db.transaction().execute((trx) => insertPlacesIfMissing(trx, GAZETTEER));
  return GAZETTEER.length;
}
