import '@/i18n/map';
import type { Journey, JourneyPlace } from '@foleni/contract';
import type { LatLngTuple } from 'leaflet';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { boundsOf } from '../lib/geometry';
import BaseMap, { FromZoom } from './base-map';
import styles from './map.module.css';
import { rideClass } from './ride-colours';

const at = (place: JourneyPlace): LatLngTuple => [place.lat, place.lon];

export type JourneyMapProps = { journey: Journey; label: string };

/**
 * A journey on the map: walks dashed, each ride in its colour through its stops, a ring where
 * the passenger boards and gets off, the start and the end named.
 */
export default function JourneyMap({ journey, label }: JourneyMapProps) {
  const { t } = useTranslation();
  const points = useMemo(
    () => journey.legs.flatMap((leg) => (leg.mode === 'walk' ? [leg.from, leg.to] : leg.stops)),
    [journey],
  );
  const bounds = boundsOf(points);
  const first = journey.legs[0];
  const last = journey.legs.at(-1);
  if (!bounds || !first || !last) {
    return null;
  }
  let ride = -1;

  return (
    <BaseMap label={label} bounds={bounds}>
      {journey.legs.map((leg, index) => {
        if (leg.mode === 'walk') {
          return (
            <Polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: legs keep their order
              key={index}
              positions={[at(leg.from), at(leg.to)]}
              className={styles.walk}
              weight={4}
            />
          );
        }
        ride += 1;
        const positions = (leg.stops.length > 1 ? leg.stops : [leg.from, leg.to]).map(at);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: legs keep their order
          <Fragment key={index}>
            <Polyline positions={positions} className={styles.casing} weight={9} />
            <Polyline positions={positions} className={rideClass(ride)} weight={5} />
            <FromZoom min={14}>
              {leg.stops.slice(1, -1).map((stop, stopIndex) => (
                <CircleMarker
                  // biome-ignore lint/suspicious/noArrayIndexKey: stops keep their order
                  key={stopIndex}
                  center={at(stop)}
                  radius={3}
                  className={styles.stop}
                >
                  <Tooltip>{stop.name}</Tooltip>
                </CircleMarker>
              ))}
            </FromZoom>
            <CircleMarker
              center={at(leg.from)}
              radius={6}
              className={`${styles.change} ${rideClass(ride)}`}
            >
              <Tooltip>{t('map.board', { code: leg.route.route_id, stop: leg.from.name })}</Tooltip>
            </CircleMarker>
            <CircleMarker
              center={at(leg.to)}
              radius={6}
              className={`${styles.change} ${rideClass(ride)}`}
            >
              <Tooltip>{t('map.alight', { stop: leg.to.name })}</Tooltip>
            </CircleMarker>
          </Fragment>
        );
      })}
      <CircleMarker center={at(first.from)} radius={7} className={styles.start}>
        <Tooltip permanent direction="top" offset={[0, -8]}>
          {t('map.start', { place: first.from.name })}
        </Tooltip>
      </CircleMarker>
      <CircleMarker center={at(last.to)} radius={7} className={styles.end}>
        <Tooltip permanent direction="bottom" offset={[0, 8]}>
          {t('map.end', { place: last.to.name })}
        </Tooltip>
      </CircleMarker>
    </BaseMap>
  );
}
