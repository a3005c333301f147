import { describe, expect, it } from 'vitest';
import { attributionHtml, boundsOf, formatPoint } from './geometry';

describe('map geometry', () => {
  it('frames the points, and gives a lone point a street-sized frame', () => {
    expect(
      boundsOf([
        { lat: -1.39, lon: 36.76 },
        { lat: -1.04, lon: 37.08 },
        { lat: -1.29, lon: 36.83 },
      ]),
    ).toEqual([
      [-1.39, 36.76],
      [-1.04, 37.08],
    ]);
    const lone = boundsOf([{ lat: -1.29, lon: 36.82 }]);
    expect(lone).not.toBeNull();
    const [[south, west], [north, east]] = lone ?? [
      [0, 0],
      [0, 0],
    ];
    expect(north - south).toBeCloseTo(0.002);
    expect(east - west).toBeCloseTo(0.002);
    expect(boundsOf([])).toBeNull();
  });

  it('writes a point as the planner reads it, latitude first', () => {
    expect(formatPoint({ lat: -1.2841, lon: 36.823349 })).toBe('-1.28410,36.82335');
  });

  it('escapes the credit and links OpenStreetMap', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
    );
    expect(attributionHtml('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
