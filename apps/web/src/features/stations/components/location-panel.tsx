import '@/i18n/public-pages';
import { AimOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './station-details.module.css';

/** 1.274395 → "1.27440° S" (five decimals: about a metre). */
function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(5)}° ${value < 0 ? negative : positive}`;
}

/** Where a station is, without a map: its coordinates and a link to open them in a map. */
export function LocationPanel({
  latitude,
  longitude,
}: {
  latitude: number | null;
  longitude: number | null;
}) {
  const { t } = useTranslation();
  const known = latitude !== null && longitude !== null;
  return (
    <section className={styles.panel} aria-labelledby="station-location-title">
      <h2 id="station-location-title" className={styles.panelTitle}>
        <AimOutlined aria-hidden="true" /> {t('stationDetail.location')}
      </h2>
      {known ? (
        <>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('stationDetail.latitude')}</dt>
              <dd className={styles.coordinate}>{formatCoordinate(latitude, 'N', 'S')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('stationDetail.longitude')}</dt>
              <dd className={styles.coordinate}>{formatCoordinate(longitude, 'E', 'W')}</dd>
            </div>
          </dl>
          <a
            className={styles.mapLink}
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('stationDetail.openMap')} <ExportOutlined aria-hidden="true" />
          </a>
        </>
      ) : (
        <p className={styles.muted}>{t('stationDetail.noLocation')}</p>
      )}
    </section>
  );
}
