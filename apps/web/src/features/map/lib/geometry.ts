/** A point on the map, in degrees. */
export type LatLon = { lat: number; lon: number };

/** [south-west, north-east] corners around `points`, or null when there are none. */
export function boundsOf(points: readonly LatLon[]): [[number, number], [number, number]] | null {
  if (points.length === 0) {
    return null;
  }
  let south = Number.POSITIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const { lat, lon } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  // A single point, or points a few metres apart, still get a street-sized frame.
  const pad = 0.002;
  if (north - south < pad) {
    south -= pad / 2;
    north += pad / 2;
  }
  if (east - west < pad) {
    west -= pad / 2;
    east += pad / 2;
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** "-1.28410,36.82330": a point as the search form and the planner take it (latitude first). */
export function formatPoint({ lat, lon }: LatLon): string {
  return `${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** Escapes a plain-text credit for Leaflet's attribution (HTML), linking OpenStreetMap. */
export function attributionHtml(text: string): string {
  const escaped = text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
  return escaped.replace(
    'OpenStreetMap',
    '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>',
  );
}

/** Nairobi's CBD: where a map with nothing on it yet starts. */
export const NAIROBI_CBD: LatLon = { lat: -1.2864, lon: 36.8172 };
