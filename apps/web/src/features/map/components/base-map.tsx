import 'leaflet/dist/leaflet.css';
import '@/i18n/map';
import type { LatLngBoundsExpression, LeafletMouseEvent } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { useThemeMode } from '@/lib/theme/theme-context';
import { useMapSettings } from '../api/get-map-settings';
import { attributionHtml, type LatLon } from '../lib/geometry';
import styles from './map.module.css';

/** Whether the street map shows under the lines: not yet, yes, it cannot load, none is set. */
export type TilesState = 'loading' | 'shown' | 'failed' | 'none';

type BaseMapProps = {
  /** What the map shows, for screen readers ("Map of route 107D"). */
  label: string;
  /** The frame to show; it follows changes (another direction of a route). */
  bounds: LatLngBoundsExpression;
  /** A click or tap on the map (picking a point). */
  onPick?: (point: LatLon) => void;
  /** Told when the street map shows, or cannot (a page may then show a drawing instead). */
  onTilesChange?: (state: TilesState) => void;
  children: ReactNode;
};

/**
 * A Leaflet map with the tile server of the settings (`MAP_TILES_URL`) under vector layers. When
 * no tiles are configured or none can load (offline, a blocked server), the layers stay on a
 * plain background that follows the theme, and a line says so.
 */
export default function BaseMap({ label, bounds, onPick, onTilesChange, children }: BaseMapProps) {
  const { t } = useTranslation();
  const { mode } = useThemeMode();
  const settings = useMapSettings();
  const tilesUrl = settings.data?.tiles_url ?? null;
  const [tiles, setTiles] = useState<TilesState>('loading');
  const shownTiles: TilesState =
    settings.isError || (settings.isSuccess && tilesUrl === null) ? 'none' : tiles;

  useEffect(() => {
    onTilesChange?.(shownTiles);
  }, [onTilesChange, shownTiles]);

  const tileEvents = useMemo(() => {
    let loaded = false;
    let failed = false;
    return {
      tileload: () => {
        loaded = true;
        setTiles('shown');
      },
      tileerror: () => {
        failed = true;
      },
      // Every tile in view has answered: if none of them is an image, the street map is out.
      load: () => {
        if (failed && !loaded) setTiles('failed');
      },
    };
  }, []);

  return (
    <section
      className={styles.frame}
      aria-label={label}
      data-testid="map"
      data-tiles={shownTiles}
      data-mode={mode}
    >
      <MapContainer
        className={styles.map}
        bounds={bounds}
        boundsOptions={{ padding: [28, 28] }}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl
          position="topright"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <AttributionControl prefix={false} position="bottomright" />
        {/* Once the street map cannot load (offline), it is not asked for again on every move. */}
        {tilesUrl && tiles !== 'failed' ? (
          <TileLayer
            url={tilesUrl}
            attribution={attributionHtml(settings.data?.attribution ?? '')}
            eventHandlers={tileEvents}
            maxZoom={19}
          />
        ) : null}
        <FollowBounds bounds={bounds} />
        {onPick ? <PickOnClick onPick={onPick} /> : null}
        {children}
      </MapContainer>
      {shownTiles === 'failed' ? (
        <p className={styles.notice} role="status">
          {t('map.tilesFailed')}
        </p>
      ) : null}
    </section>
  );
}

/** Moves the map to new bounds (MapContainer takes them only once). */
function FollowBounds({ bounds }: { bounds: LatLngBoundsExpression }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame changes when its key does
  useEffect(() => {
    map.fitBounds(bounds, { padding: [28, 28] });
  }, [map, key]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick({ lat: event.latlng.lat, lon: event.latlng.lng }),
  });
  return null;
}

/** Its children only from zoom `min` on: a route's every stop is clutter on a whole-city view. */
export function FromZoom({ min, children }: { min: number; children: ReactNode }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom >= min ? children : null;
}
