import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

type PreviewStatus = 'loading' | 'next' | 'waiting';

/** Sample vehicles for the illustration; not live data (the card says "Example"). */
const sampleQueue: { plate: string; since: string; status: PreviewStatus }[] = [
  { plate: 'KDA 412M', since: '07:42', status: 'loading' },
  { plate: 'KCY 087T', since: '07:49', status: 'next' },
  { plate: 'KBZ 930Q', since: '07:55', status: 'waiting' },
  { plate: 'KDC 251A', since: '08:03', status: 'waiting' },
];

/** An illustration of what a marshal sees: one route's queue at one stage. */
export function QueuePreview() {
  const { t } = useTranslation();
  return (
    <figure className={styles.preview} aria-label={t('landing.queuePreview.label')}>
      <div className={styles.previewHeader}>
        <div>
          <p className={styles.previewTitle}>{t('landing.queuePreview.title')}</p>
          <p className={styles.previewMeta}>
            {t('landing.queuePreview.station')} · {t('landing.queuePreview.route')}
          </p>
        </div>
        <span className={styles.previewBadge}>{t('landing.queuePreview.example')}</span>
      </div>
      <ol className={styles.previewList}>
        {sampleQueue.map((vehicle, index) => (
          <li key={vehicle.plate} className={styles.previewRow}>
            <span className={styles.previewPosition}>{index + 1}</span>
            <span className={styles.previewVehicle}>
              <span className={styles.previewPlate}>{vehicle.plate}</span>
              <span className={styles.previewSince}>
                {t('landing.queuePreview.since', { time: vehicle.since })}
              </span>
            </span>
            <span className={styles.previewStatus} data-status={vehicle.status}>
              {t(`landing.queuePreview.${vehicle.status}`)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
