import type { Fare, RouteStop } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { alightingStops, boardingStops, seatFare } from './journey';

const stop = (name: string, sequence: number): RouteStop => ({
  id: sequence,
  sequence,
  name,
  station_id: null,
  latitude: null,
  longitude: null,
});
const route = {
  route_stops: ['CBD', 'Ngara', 'Pangani', 'Thika'].map(stop),
  return_stops: ['Thika', 'Pangani', 'CBD'].map(stop),
};
const fare = (from_stop: string, to_stop: string, amount_kes: number): Fare => ({
  id: 1,
  route: 1,
  from_stop,
  to_stop,
  amount_kes,
  peak_amount_kes: null,
});

describe('booking journeys', () => {
  it('offers every stop of both directions once for boarding', () => {
    expect(boardingStops(route)).toEqual(['CBD', 'Ngara', 'Pangani', 'Thika']);
  });

  it('offers the stops after the boarding stop, in every direction it is on', () => {
    expect(alightingStops(route, 'Ngara')).toEqual(['Pangani', 'Thika']);
    expect(alightingStops(route, 'pangani')).toEqual(['Thika', 'CBD']);
    expect(alightingStops(route, undefined)).toEqual([]);
  });

  it('prices a seat from the fare in either direction, or none', () => {
    const fares = [fare('CBD', 'Thika', 100)];
    expect(seatFare(fares, 'CBD', 'Thika')).toBe(100);
    expect(seatFare(fares, 'thika', 'cbd')).toBe(100);
    expect(seatFare(fares, 'CBD', 'Ngara')).toBeNull();
  });
});
