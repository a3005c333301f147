import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

/**
 * Shown while a page's code or data loads. Plain CSS rather than antd's Spin: it is part of every
 * page's first download (the router's and the layout's fallback).
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.container} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('common.loading')}</span>
    </div>
  );
}
