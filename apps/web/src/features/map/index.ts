import { lazy } from 'react';

// The maps' public face. Everything here is small: Leaflet, its CSS and the map components are
// in chunks of their own, downloaded when a map comes near the screen (`MapSlot`), never with the
// landing page's first load.

export type { TilesState } from './components/base-map';
export type { JourneyMapProps } from './components/journey-map';
export { MapSlot } from './components/map-slot';
export type { PointPickerMapProps } from './components/point-picker-map';
export type { RouteMapProps, RouteMapStop } from './components/route-map';
export { formatPoint, type LatLon } from './lib/geometry';
export { streetMapOnOpen } from './lib/street-map-on-open';

/** A journey: walks dashed, rides in colour, where to board and get off. */
export const JourneyMap = lazy(() => import('./components/journey-map'));
/** A route's stops and line. */
export const RouteMap = lazy(() => import('./components/route-map'));
/** A map to tap a point on. */
export const PointPickerMap = lazy(() => import('./components/point-picker-map'));
