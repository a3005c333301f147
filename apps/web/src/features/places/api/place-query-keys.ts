/** Query keys of the gazetteer; every change invalidates the root. */
export const placeKeys = {
  all: ['places'] as const,
};
