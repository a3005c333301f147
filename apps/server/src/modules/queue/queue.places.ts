import type { Db } from '../../db/database';
import * as repo from './queue.repo';

/** Far more entries than are in the lines at once; the oldest known go first when full. */
const CAPACITY = 20_000;

/**
 * Where each entry waits (station, route, vehicle), known without a query after the first. An
 * entry never changes these, and entries are never deleted, so nothing kept here goes stale;
 * the entry's state, and whether the caller may change it, are read in the change's transaction.
 */
export interface EntryPlaces {
  of(db: Db, entryId: number): Promise<repo.EntryPlace | undefined>;
  /** A new entry's place, known from its insert. */
  add(entryId: number, place: repo.EntryPlace): void;
}

export function createEntryPlaces(capacity = CAPACITY): EntryPlaces {
  const places = new Map<number, repo.EntryPlace>();
  const add = (entryId: number, place: repo.EntryPlace) => {
    if (places.size >= capacity) {
      const oldest = places.keys().next().value;
      if (oldest !== undefined) places.delete(oldest);
    }
    places.set(entryId, place);
  };
  return {
    async of(db, entryId) {
      const known = places.get(entryId);
      if (known) return known;
      const place = await repo.findEntryPlace(db, entryId);
      if (place) add(entryId, place);
      return place;
    },
    add,
  };
}
