import '@/i18n/map';
import type { LatLngTuple } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { boundsOf, type LatLon } from '../lib/geometry';
import BaseMap, { type TilesState } from './base-map';
import styles from './map.module.css';
import { rideClass } from './ride-colours';

export type RouteMapStop = LatLon & { name: string };

export type RouteMapProps = {
  /** The stops of one direction, in order. */
  stops: readonly RouteMapStop[];
  label: string;
  onTilesChange?: (state: TilesState) => void;
};

/** A route's stops on the map: its line through them, every stop named on touch, both ends named. */
export default function RouteMap({ stops, label, onTilesChange }: RouteMapProps) {
  const { t } = useTranslation();
  const bounds = boundsOf(stops);
  const first = stops[0];
  const last = stops.at(-1);
  if (!bounds || !first || !last) {
    return null;
  }
  const positions = stops.map((stop): LatLngTuple => [stop.lat, stop.lon]);
  return (
    <BaseMap label={label} bounds={bounds} onTilesChange={onTilesChange}>
      <Polyline positions={positions} className={styles.casing} weight={9} />
      <Polyline positions={positions} className={rideClass(0)} weight={5} />
      {stops.slice(1, -1).map((stop, index) => (
        <CircleMarker
          // biome-ignore lint/suspicious/noArrayIndexKey: stops may share a name; order is stable
          key={index}
          center={[stop.lat, stop.lon]}
          radius={3}
          className={styles.stop}
        >
          <Tooltip>{stop.name}</Tooltip>
        </CircleMarker>
      ))}
      <CircleMarker center={[first.lat, first.lon]} radius={7} className={styles.start}>
        <Tooltip permanent direction="top" offset={[0, -8]}>
          {t('map.start', { place: first.name })}
        </Tooltip>
      </CircleMarker>
      {stops.length > 1 ? (
        <CircleMarker center={[last.lat, last.lon]} radius={7} className={styles.end}>
          <Tooltip permanent direction="bottom" offset={[0, 8]}>
            {t('map.end', { place: last.name })}
          </Tooltip>
        </CircleMarker>
      ) : null}
    </BaseMap>
  );
}
