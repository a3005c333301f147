import type { GtfsImportOptions, PlannedStation } from '../modules/gtfs/gtfs.import';

// The GTFS feed has no regions or Saccos, so the seed derives them from geography: the CBD, and
// four corridors named by their compass direction from it. Each corridor gets one demo Sacco,
// named in Kiswahili (kaskazini = north, mashariki = east, kusini = south, magharibi = west).
// The Saccos are invented for the demo; the routes and stops are real.

const CBD = { latitude: -1.2843, longitude: 36.8253 };
const CBD_RADIUS_KM = 2.2;

export const NAIROBI_REGIONS = {
  cbd: { name: 'Nairobi CBD', sacco: 'Jiji Hoppa Sacco' },
  north: { name: 'Nairobi North', sacco: 'Kaskazini Line Sacco' },
  east: { name: 'Nairobi East', sacco: 'Mashariki Express Sacco' },
  south: { name: 'Nairobi South', sacco: 'Kusini Shuttle Sacco' },
  west: { name: 'Nairobi West', sacco: 'Magharibi Travellers Sacco' },
} as const;

type Area = keyof typeof NAIROBI_REGIONS;

/** Kilometres north and east of the CBD (flat-earth: fine at city scale). */
function offsetFromCbd(station: PlannedStation): { north: number; east: number } | null {
  if (station.latitude === null || station.longitude === null) return null;
  const kmPerDegree = 111.32;
  return {
    north: (station.latitude - CBD.latitude) * kmPerDegree,
    east:
      (station.longitude - CBD.longitude) * kmPerDegree * Math.cos((CBD.latitude * Math.PI) / 180),
  };
}

export function kmFromNairobiCbd(station: PlannedStation): number | null {
  const offset = offsetFromCbd(station);
  return offset ? Math.hypot(offset.north, offset.east) : null;
}

function areaOf(station: PlannedStation | null): Area | null {
  const offset = station ? offsetFromCbd(station) : null;
  if (!offset) return null;
  const { north, east } = offset;
  if (Math.hypot(north, east) <= CBD_RADIUS_KM) return 'cbd';
  const bearing = (Math.atan2(north, east) * 180) / Math.PI;
  if (bearing >= 45 && bearing < 135) return 'north';
  if (bearing >= -45 && bearing < 45) return 'east';
  if (bearing >= -135 && bearing < -45) return 'south';
  return 'west';
}

export const nairobiImportOptions: GtfsImportOptions = {
  regionFor: (station) => {
    const area = areaOf(station);
    return area ? NAIROBI_REGIONS[area].name : null;
  },
  // A route belongs to the corridor of its outer end; routes inside the CBD to the CBD's Sacco.
  saccoFor: (_route, { origin, destination }) => {
    const ends = [areaOf(origin), areaOf(destination)];
    const area = ends.find((end) => end && end !== 'cbd') ?? ends.find(Boolean) ?? 'cbd';
    return NAIROBI_REGIONS[area].sacco;
  },
};
