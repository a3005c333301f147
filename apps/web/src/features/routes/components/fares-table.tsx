import '@/i18n/public-pages';
import type { Fare } from '@foleni/contract';
import { formatKes } from '@foleni/contract/plans';
import { useTranslation } from 'react-i18next';
import styles from './route-details.module.css';

/**
 * The route's published fares; peak-hour fares where the Sacco sets them. A plain table in
 * antd's look: antd's Table brings sorting, filters and pagination (about 100 kB) to a page that
 * lists a few rows.
 */
export function FaresTable({ fares }: { fares: readonly Fare[] }) {
  const { t } = useTranslation();
  if (fares.length === 0) {
    return <p className={styles.noFares}>{t('routeDetails.fares.none')}</p>;
  }
  return (
    <div className={styles.fares}>
      <table className={styles.faresTable}>
        <thead>
          <tr>
            <th scope="col">{t('routeDetails.fares.from')}</th>
            <th scope="col">{t('routeDetails.fares.to')}</th>
            <th scope="col" className={styles.amount}>
              {t('routeDetails.fares.amount')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('routeDetails.fares.peak')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fares.map((fare) => (
            <tr key={fare.id}>
              <td>{fare.from_stop}</td>
              <td>{fare.to_stop}</td>
              <td className={styles.amount}>
                <strong>{formatKes(fare.amount_kes)}</strong>
              </td>
              <td className={styles.amount}>
                {fare.peak_amount_kes === null ? '—' : formatKes(fare.peak_amount_kes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
