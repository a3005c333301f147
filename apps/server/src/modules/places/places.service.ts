import {
  PLACE_KINDS,
  type Place,
  type PlaceKind,
  type PlaceListQuery,
  type placeInputSchema,
  type placeUpdateSchema,
} from '@foleni/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { writeUnique } from '../../lib/write-unique';
import type { Account } from '../auth/auth.guard';
import { canManagePlaces, canSeeArchivedPlaces } from './places.policy';
import * as repo from './places.repo';

type PlaceRow = NonNullable<Awaited<ReturnType<typeof repo.findPlace>>>;
type PlaceInput = z.output<typeof placeInputSchema>;
type PlaceUpdate = z.output<typeof placeUpdateSchema>;

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    name_sw: row.name_sw,
    kind: PLACE_KINDS.includes(row.kind as PlaceKind) ? (row.kind as PlaceKind) : 'neighbourhood',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    radius_m: Number(row.radius_m),
    status: row.status,
  };
}

/**
 * The gazetteer: the places a passenger may name in a search. Every change tells the journey
 * planner (`networkChanged`), which rebuilds its index of places.
 */
export function createPlacesService(db: Db, networkChanged: () => Promise<void>) {
  async function findVisible(account: Account | null, id: number): Promise<PlaceRow> {
    const row = await repo.findPlace(db, id);
    if (!row || (row.status === 'archived' && !canSeeArchivedPlaces(account)))
      throw AppError.notFound('place');
    return row;
  }

  async function nameFree(name: string, exceptId?: number) {
    const existing = await repo.findPlaceByName(db, name);
    if (existing && existing.id !== exceptId) throw AppError.field('name', 'places.nameTaken');
  }

  function assertManager(account: Account | null) {
    if (!canManagePlaces(account)) throw AppError.forbidden('api.forbidden');
  }

  return {
    async list(account: Account | null, query: PlaceListQuery) {
      const seesArchived = canSeeArchivedPlaces(account);
      if (!seesArchived && query.status === 'archived') return paginated([], 0, query);
      const filters = { search: query.search, status: seesArchived ? query.status : 'active' };
      const { rows, count } = await repo.listPlaces(db, filters, pageWindow(query));
      return paginated(rows.map(toPlace), count, query);
    },
    async get(account: Account | null, id: number): Promise<Place> {
      return toPlace(await findVisible(account, id));
    },
    async create(account: Account | null, input: PlaceInput): Promise<Place> {
      assertManager(account);
      const id = await writeUnique(
        () => nameFree(input.name),
        () => repo.insertPlace(db, input),
      );
      await networkChanged();
      return toPlace(await findVisible(account, id));
    },
    async update(account: Account | null, id: number, changes: PlaceUpdate): Promise<Place> {
      assertManager(account);
      await findVisible(account, id);
      // Only the fields that were sent: PATCH leaves the others as they are.
      const sent = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as PlaceUpdate;
      if (Object.keys(sent).length > 0) {
        const write = () => repo.updatePlace(db, id, sent);
        const { name } = sent;
        await (name === undefined ? write() : writeUnique(() => nameFree(name, id), write));
        await networkChanged();
      }
      return toPlace(await findVisible(account, id));
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
