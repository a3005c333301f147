import { paginatedSchema, vehicleSchema } from '@foleni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { isUnreachable, keepData, keptData } from '@/lib/pwa/kept-account';

const vehiclesPageSchema = paginatedSchema(vehicleSchema);
type Vehicle = z.infer<typeof vehicleSchema>;
const PAGE_SIZE = 20;

/** The approved vehicles this account's searches found, newest first: offline, searched here. */
const SEEN = 'vehicles/?status=active';
const seenSchema = z.array(vehicleSchema);
/** Enough for a station's regulars; the oldest seen goes first. */
const MAX_SEEN = 200;

/** A plate as the server compares it: without spaces, in one case. */
const platePart = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Approved vehicles whose plate contains `search` (any spacing or case), of one Sacco when `sacco`
 * is given, for "add vehicle". The vehicles found are kept on the device: when the server cannot
 * be reached, the search runs over them, so a marshal can still add a vehicle seen before.
 */
export function approvedVehiclesQueryOptions(search: string, sacco?: number) {
  return queryOptions({
    queryKey: ['vehicles', 'approved', search, sacco ?? null],
    queryFn: async ({ signal }) => {
      try {
        const page = await apiRequest('vehicles/', {
          query: { status: 'active', search: search || undefined, sacco, p: 1, p_size: PAGE_SIZE },
          schema: vehiclesPageSchema,
          signal,
        });
        rememberSeen(page.results);
        return page;
      } catch (error) {
        const seen = isUnreachable(error) ? keptData(SEEN, seenSchema) : null;
        if (seen === null) {
          throw error;
        }
        return searchSeen(seen.value, search, sacco);
      }
    },
    placeholderData: keepPreviousData,
  });
}

function rememberSeen(found: readonly Vehicle[]): void {
  const ids = new Set(found.map((vehicle) => vehicle.id));
  const before = keptData(SEEN, seenSchema)?.value ?? [];
  keepData(
    SEEN,
    [...found, ...before.filter((vehicle) => !ids.has(vehicle.id))].slice(0, MAX_SEEN),
  );
}

function searchSeen(seen: readonly Vehicle[], search: string, sacco?: number) {
  const part = platePart(search);
  const results = seen.filter(
    (vehicle) =>
      platePart(vehicle.plate).includes(part) && (sacco === undefined || vehicle.sacco === sacco),
  );
  return {
    results: results.slice(0, PAGE_SIZE),
    count: results.length,
    next: null,
    previous: null,
  };
}

export function useApprovedVehicles(search: string, sacco?: number) {
  return useQuery(approvedVehiclesQueryOptions(search, sacco));
}
