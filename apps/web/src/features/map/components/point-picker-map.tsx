import '@/i18n/map';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { boundsOf, type LatLon, NAIROBI_CBD } from '../lib/geometry';
import BaseMap from './base-map';
import styles from './map.module.css';

export type PointPickerMapProps = {
  /** The point chosen so far, if any. */
  value: LatLon | null;
  onPick: (point: LatLon) => void;
  label: string;
};

/** A map to tap a point on: the journey's start or end. Opens on the point, else on the CBD. */
export default function PointPickerMap({ value, onPick, label }: PointPickerMapProps) {
  const { t } = useTranslation();
  // Framed once: a tap marks the point without moving the map under the finger.
  const [bounds] = useState(() => {
    const centre = value ?? NAIROBI_CBD;
    // About 2 km around a chosen point, 9 km around the CBD: streets and landmarks readable.
    const spread = value ? 0.01 : 0.04;
    return boundsOf([
      { lat: centre.lat - spread, lon: centre.lon - spread },
      { lat: centre.lat + spread, lon: centre.lon + spread },
    ]);
  });
  if (!bounds) {
    return null;
  }
  return (
    <BaseMap label={label} bounds={bounds} onPick={onPick}>
      {value ? (
        <CircleMarker center={[value.lat, value.lon]} radius={8} className={styles.picked}>
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {t('map.picked')}
          </Tooltip>
        </CircleMarker>
      ) : null}
    </BaseMap>
  );
}
