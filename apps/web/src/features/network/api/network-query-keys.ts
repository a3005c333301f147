/**
 * Query keys of the network's records. The roots are those of the public pages' queries
 * (features/routes, features/stations), so a change made here also refreshes those pages' data.
 */
export const networkKeys = {
  regions: ['regions'] as const,
  stations: ['stations'] as const,
  saccos: ['saccos'] as const,
  routes: ['routes'] as const,
};
