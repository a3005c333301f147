import type { PlaceKind } from '@foleni/contract';
import type { Db } from '../db/database';
import { countPlaces, insertPlacesIfMissing } from '../modules/places/places.repo';

// The gazetteer a passenger may name instead of a stop (issue #12): the spec's search cities,
// Nairobi's neighbourhoods and estates, the towns the matatu network reaches, and a few landmarks.
// Coordinates are WGS84 centres of each area; the radius covers it, so a place's journeys can start
// at any stop inside it. Every place near Nairobi has stops of the Nairobi GTFS feed inside its
// radius, and the four towns outside the network none within 20 km (places.test.ts checks both).

export interface GazetteerPlace {
  name: string;
  /** The Kiswahili name, or null when it is the same as the English one. */
  name_sw: string | null;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  radius_m: number;
}

function place(
  name: string,
  name_sw: string | null,
  kind: PlaceKind,
  latitude: number,
  longitude: number,
  radius_m: number,
): GazetteerPlace {
  return { name, name_sw, kind, latitude, longitude, radius_m };
}

/** Towns of the spec's search that no matatu in the Nairobi network reaches. */
export const OUTSIDE_NETWORK_TOWNS = ['Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'] as const;

export const GAZETTEER: readonly GazetteerPlace[] = [
  // The spec's search cities. "Nairobi" is the CBD, not the county.
  place('Nairobi', 'Katikati ya Jiji', 'city', -1.2841, 36.8233, 1200),
  place('Westlands', null, 'neighbourhood', -1.2645, 36.8035, 1500),
  place('Eastleigh', null, 'neighbourhood', -1.2745, 36.85, 1500),
  place('Kibera', null, 'neighbourhood', -1.3125, 36.786, 1800),
  place('Karen', null, 'neighbourhood', -1.322, 36.71, 2500),
  place('Rongai', null, 'town', -1.396, 36.762, 1500),
  place('Thika', null, 'town', -1.038, 37.076, 3000),
  place('Kikuyu', null, 'town', -1.246, 36.663, 1500),
  place('Embakasi', null, 'neighbourhood', -1.315, 36.912, 2000),
  place('Ruaka', null, 'town', -1.2075, 36.784, 1200),
  place('Mombasa', null, 'city', -4.0435, 39.6682, 6000),
  place('Kisumu', null, 'city', -0.0917, 34.768, 5000),
  place('Nakuru', null, 'city', -0.3031, 36.08, 5000),
  place('Eldoret', null, 'city', 0.5143, 35.2698, 5000),

  // Around the CBD.
  place('Ngara', null, 'neighbourhood', -1.276, 36.825, 800),
  place('Parklands', null, 'neighbourhood', -1.262, 36.818, 1500),
  place('Pangani', null, 'neighbourhood', -1.266, 36.837, 900),
  place('Kariokor', null, 'neighbourhood', -1.279, 36.834, 600),
  place('Gikomba', 'Soko la Gikomba', 'landmark', -1.284, 36.84, 700),
  place('Pumwani', null, 'neighbourhood', -1.282, 36.845, 700),
  place('Muthurwa', null, 'neighbourhood', -1.2875, 36.8335, 500),
  place('Upper Hill', null, 'neighbourhood', -1.299, 36.814, 1000),
  place('Industrial Area', 'Eneo la Viwanda', 'neighbourhood', -1.305, 36.845, 2000),
  place(
    'Nairobi Railway Station',
    'Stesheni ya Reli ya Nairobi',
    'landmark',
    -1.2906,
    36.8283,
    400,
  ),
  place('University of Nairobi', 'Chuo Kikuu cha Nairobi', 'landmark', -1.2797, 36.8163, 500),
  place('Kenyatta National Hospital', 'Hospitali Kuu ya Kenyatta', 'landmark', -1.301, 36.807, 600),
  place('Nyayo Stadium', 'Uwanja wa Nyayo', 'landmark', -1.3046, 36.825, 500),

  // West and south-west.
  place('Kilimani', null, 'neighbourhood', -1.29, 36.785, 1500),
  place('Kileleshwa', null, 'neighbourhood', -1.278, 36.787, 1300),
  place('Lavington', null, 'neighbourhood', -1.28, 36.77, 1500),
  place('Hurlingham', null, 'neighbourhood', -1.295, 36.799, 700),
  place('Yaya Centre', null, 'landmark', -1.2924, 36.7882, 400),
  place('Adams Arcade', null, 'neighbourhood', -1.3, 36.78, 600),
  place('Jamhuri', null, 'estate', -1.303, 36.769, 900),
  place('Dagoretti Corner', null, 'neighbourhood', -1.2984, 36.7594, 700),
  place('Kawangware', null, 'estate', -1.286, 36.743, 1200),
  place('Riruta', null, 'neighbourhood', -1.29, 36.74, 1000),
  place('Satellite', null, 'estate', -1.293, 36.736, 700),
  place('Waithaka', null, 'neighbourhood', -1.28, 36.712, 1000),
  place('Dagoretti', null, 'neighbourhood', -1.285, 36.689, 1500),
  place('Kangemi', null, 'neighbourhood', -1.266, 36.746, 1200),
  place('Mountain View', null, 'estate', -1.264, 36.739, 700),
  place('Uthiru', null, 'neighbourhood', -1.262, 36.719, 1000),
  place('Kabete', null, 'neighbourhood', -1.255, 36.735, 1800),
  place('Kinoo', null, 'town', -1.256, 36.696, 1200),
  place('Regen', null, 'town', -1.2465, 36.6802, 800),
  place('Gitaru', null, 'town', -1.233, 36.67, 1000),
  place('Sigona', null, 'town', -1.2233, 36.6636, 800),
  place('Zambezi', null, 'town', -1.211, 36.659, 1000),
  place('Muguga', null, 'town', -1.186, 36.647, 1200),
  place('Limuru', null, 'town', -1.108, 36.642, 1500),
  place('Wangige', null, 'town', -1.22, 36.714, 1000),
  place("Lang'ata", null, 'neighbourhood', -1.33, 36.785, 2000),
  place('Otiende', null, 'estate', -1.323, 36.78, 600),
  place('Bomas of Kenya', null, 'landmark', -1.3417, 36.7686, 500),
  place('Galleria Mall', null, 'landmark', -1.3434, 36.7653, 400),
  place('Ngong', null, 'town', -1.3617, 36.6569, 1500),
  place('Kiserian', null, 'town', -1.429, 36.687, 1200),

  // North.
  place('Highridge', null, 'neighbourhood', -1.256, 36.81, 900),
  place('Spring Valley', null, 'neighbourhood', -1.249, 36.787, 1200),
  place('Loresho', null, 'estate', -1.248, 36.77, 1000),
  place('Kitisuru', null, 'neighbourhood', -1.237, 36.765, 1800),
  place('Sarit Centre', null, 'landmark', -1.2605, 36.8025, 400),
  place('Gigiri', null, 'neighbourhood', -1.235, 36.811, 1200),
  place('Village Market', null, 'landmark', -1.2294, 36.8042, 400),
  place('Runda', null, 'estate', -1.217, 36.805, 1500),
  place('Muthaiga', null, 'neighbourhood', -1.253, 36.833, 1500),
  place('Two Rivers Mall', null, 'landmark', -1.212, 36.795, 800),
  place('Gachie', null, 'town', -1.181, 36.728, 1000),
  place('Ndenderu', null, 'town', -1.193, 36.747, 1000),
  place('Banana', null, 'town', -1.174, 36.759, 1000),
  place('Kiambu', null, 'town', -1.17, 36.828, 1500),
  place('Githunguri', null, 'town', -1.0575, 36.7805, 1500),

  // North-east: Thika Road.
  place('Mathare', null, 'neighbourhood', -1.26, 36.858, 1500),
  place('Huruma', null, 'estate', -1.26, 36.872, 1000),
  place('Kariobangi', null, 'estate', -1.256, 36.88, 1000),
  place('Korogocho', null, 'estate', -1.247, 36.885, 800),
  place('Baba Dogo', null, 'estate', -1.245, 36.882, 900),
  place('Lucky Summer', null, 'estate', -1.241, 36.893, 800),
  place('Allsops', null, 'neighbourhood', -1.245, 36.867, 800),
  place('Ruaraka', null, 'neighbourhood', -1.238, 36.878, 1500),
  place('Garden City Mall', null, 'landmark', -1.2307, 36.878, 500),
  place('Roysambu', null, 'neighbourhood', -1.2185, 36.8925, 1000),
  place('Zimmerman', null, 'estate', -1.21, 36.893, 1200),
  place('Kasarani', null, 'neighbourhood', -1.222, 36.9, 1500),
  place('Kasarani Stadium', 'Uwanja wa Michezo wa Kasarani', 'landmark', -1.2265, 36.8925, 800),
  place('Mwiki', null, 'estate', -1.235, 36.932, 1000),
  place('Githurai', null, 'estate', -1.2, 36.912, 1500),
  place('Kahawa West', null, 'estate', -1.187, 36.905, 1500),
  place('Kahawa', null, 'neighbourhood', -1.193, 36.926, 1500),
  place('Kahawa Wendani', null, 'estate', -1.1962, 36.924, 700),
  place('Kahawa Sukari', null, 'estate', -1.1887, 36.9313, 700),
  place('Kenyatta University', 'Chuo Kikuu cha Kenyatta', 'landmark', -1.181, 36.935, 1200),
  place('Ruiru', null, 'town', -1.148, 36.96, 2000),
  place('Juja', null, 'town', -1.102, 37.013, 2000),

  // East.
  place('Makadara', null, 'neighbourhood', -1.2965, 36.862, 800),
  place('Shauri Moyo', null, 'estate', -1.292, 36.849, 600),
  place('Kaloleni', null, 'estate', -1.293, 36.846, 600),
  place('Makongeni', null, 'estate', -1.294, 36.851, 700),
  place('Bahati', null, 'estate', -1.29, 36.86, 700),
  place('Jericho', null, 'estate', -1.29, 36.87, 700),
  place('Buruburu', null, 'estate', -1.284, 36.879, 1300),
  place('Umoja', null, 'estate', -1.281, 36.89, 1500),
  place('Donholm', null, 'estate', -1.297, 36.886, 1000),
  place('Tena', null, 'estate', -1.292, 36.891, 600),
  place('Savannah', null, 'estate', -1.2975, 36.8935, 800),
  place('Komarock', null, 'estate', -1.266, 36.91, 1000),
  place('Kayole', null, 'estate', -1.268, 36.92, 1500),
  place('Dandora', null, 'estate', -1.25, 36.9, 1500),
  place('Njiru', null, 'estate', -1.25, 36.94, 1000),
  place('Utawala', null, 'estate', -1.281, 36.978, 1800),
  place('Ruai', null, 'town', -1.266, 36.992, 2000),

  // South-east: Mombasa Road and the airport.
  place('Madaraka', null, 'estate', -1.307, 36.818, 800),
  place('Nairobi West', null, 'estate', -1.308, 36.822, 800),
  place('South C', null, 'estate', -1.317, 36.828, 1200),
  place('South B', null, 'estate', -1.312, 36.838, 1200),
  place('Wilson Airport', 'Uwanja wa Ndege wa Wilson', 'landmark', -1.3217, 36.8148, 1200),
  place('Viwandani', null, 'estate', -1.308, 36.857, 800),
  place('Imara Daima', null, 'estate', -1.327, 36.88, 1000),
  place('Pipeline', null, 'estate', -1.317, 36.895, 800),
  place('Tassia', null, 'estate', -1.311, 36.893, 800),
  place('Fedha', null, 'estate', -1.315, 36.895, 800),
  place(
    'Jomo Kenyatta International Airport',
    'Uwanja wa Ndege wa Kimataifa wa Jomo Kenyatta',
    'landmark',
    -1.331,
    36.925,
    1500,
  ),
  place('Syokimau', null, 'estate', -1.37, 36.92, 2000),
  place('Mlolongo', null, 'town', -1.396, 36.941, 1500),
  place('Athi River', null, 'town', -1.456, 36.978, 2500),
  place('Kitengela', null, 'town', -1.476, 36.96, 2000),
];

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
