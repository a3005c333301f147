import '@/i18n/route-search';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './no-results.module.css';

/** What a search that found nothing says, with a hint of what to try instead. */
export function NoResults({ hint, testId }: { hint: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid={testId}>
      <Empty
        description={
          <>
            <strong className={styles.emptyTitle}>{t('routeSearch.messages.noResults')}</strong>
            <span className={styles.emptyHint}>{hint}</span>
          </>
        }
      />
    </div>
  );
}
