import { defaultServiceBands, UNKNOWN_TRAVEL_SECONDS } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import {
  arrivalOffsets,
  reversedWithTravel,
  serviceRows,
  servicesOf,
  timedStops,
} from './routes.times';

const at = (name: string, latitude: number | null, longitude: number | null) => ({
  name,
  latitude,
  longitude,
});

describe('route times', () => {
  it('adds up travel times, estimating the missing ones', () => {
    const stops = [
      { ...at('A', -1.28, 36.82), travel_s: null },
      { ...at('B', -1.28, 36.83), travel_s: 200 },
      { ...at('C', null, null), travel_s: null },
      { ...at('D', -1.27, 36.83), travel_s: 45 },
    ];
    expect(arrivalOffsets(stops)).toEqual([0, 200, 200 + UNKNOWN_TRAVEL_SECONDS, 365]);
    expect(arrivalOffsets([])).toEqual([]);
  });

  it('runs the return trip with each stretch in the same time', () => {
    const stops = [
      { name: 'A', latitude: null, longitude: null, travel_s: 999 },
      { name: 'B', latitude: null, longitude: null, travel_s: 60 },
      { name: 'C', latitude: null, longitude: null, travel_s: 90 },
    ];
    expect(reversedWithTravel(stops).map((stop) => [stop.name, stop.travel_s])).toEqual([
      ['C', null],
      ['B', 90],
      ['A', 60],
    ]);
  });

  it('reads stored offsets relative to the first stop, estimating stops without one', () => {
    const stops = [
      { ...at('A', null, null), arrival_offset_s: 60 },
      { ...at('B', null, null), arrival_offset_s: 360 },
      { ...at('C', null, null), arrival_offset_s: null },
      { ...at('D', null, null), arrival_offset_s: 900 },
    ];
    expect(timedStops(stops).map((stop) => [stop.travel_s, stop.arrival_offset_s])).toEqual([
      [null, 0],
      [300, 300],
      [120, 420],
      [420, 840],
    ]);
  });

  it('answers the stored bands per direction, or the defaults', () => {
    const rows = serviceRows([{ start: '05:30', end: '24:15', headway_min: 7.5 }], [0]);
    expect(rows).toEqual([{ direction: 0, start_s: 19_800, end_s: 87_300, headway_s: 450 }]);
    expect(servicesOf(rows, [0, 1])).toEqual([
      { direction: 0, bands: [{ start: '05:30', end: '24:15', headway_min: 7.5 }] },
      { direction: 1, bands: defaultServiceBands() },
    ]);
    expect(
      servicesOf([{ direction: 0, start_s: 0, end_s: 60, headway_s: 400 }], [0])[0]?.bands,
    ).toEqual([{ start: '00:00', end: '00:01', headway_min: 6.67 }]);
  });
});
