import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

/** Shown while a page's code or data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.container} role="status" aria-live="polite">
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
