/** A stop with a known position. */
export type Located = { name: string; latitude: number; longitude: number };

export type Point = { x: number; y: number };

export type Frame = {
  width: number;
  height: number;
  /** Position of a coordinate in the box (north up, x to the east). */
  project: (stop: { latitude: number; longitude: number }) => Point;
  /** Kilometres per unit of the box, for the scale bar. */
  kmPerUnit: number;
};

const KM_PER_DEGREE_LATITUDE = 111.32;
/** A route whose stops are all within a few metres still gets a sensible frame. */
const MIN_SPAN_DEGREES = 0.004;

/**
 * Fits `stops` into a box `width` wide, keeping their true proportions: longitude is scaled by
 * the cosine of the latitude (an equirectangular projection, exact enough across a city). The
 * height follows the route's shape, between `minHeight` and `maxHeight`.
 */
export function fitFrame(
  stops: readonly Located[],
  {
    width,
    padding,
    minHeight,
    maxHeight,
  }: {
    width: number;
    padding: number;
    minHeight: number;
    maxHeight: number;
  },
): Frame | null {
  if (stops.length === 0) {
    return null;
  }
  const latitudes = stops.map((stop) => stop.latitude);
  const longitudes = stops.map((stop) => stop.longitude);
  const minLat = Math.min(...latitudes);
  const maxLat = Math.max(...latitudes);
  const minLng = Math.min(...longitudes);
  const maxLng = Math.max(...longitudes);
  const xScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);

  const spanX = Math.max((maxLng - minLng) * xScale, MIN_SPAN_DEGREES);
  const spanY = Math.max(maxLat - minLat, MIN_SPAN_DEGREES);
  const innerWidth = width - 2 * padding;
  const height = Math.min(
    maxHeight,
    Math.max(minHeight, Math.round((innerWidth * spanY) / spanX + 2 * padding)),
  );
  const innerHeight = height - 2 * padding;
  const scale = Math.min(innerWidth / spanX, innerHeight / spanY);

  // Centre the drawing in the box.
  const centreX = ((minLng + maxLng) / 2) * xScale;
  const centreY = (minLat + maxLat) / 2;
  return {
    width,
    height,
    kmPerUnit: KM_PER_DEGREE_LATITUDE / scale,
    project: ({ latitude, longitude }) => ({
      x: round(width / 2 + (longitude * xScale - centreX) * scale),
      y: round(height / 2 - (latitude - centreY) * scale),
    }),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

const NICE_DISTANCES_KM = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];

/** The longest round distance whose bar is at most `maxUnits` long. */
export function scaleBar(kmPerUnit: number, maxUnits: number): { km: number; units: number } {
  let best = { km: NICE_DISTANCES_KM[0] ?? 0.1, units: (NICE_DISTANCES_KM[0] ?? 0.1) / kmPerUnit };
  for (const km of NICE_DISTANCES_KM) {
    const units = km / kmPerUnit;
    if (units <= maxUnits) {
      best = { km, units };
    }
  }
  return best;
}
