import '@/i18n/public-pages';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-states.module.css';

/** A 404 inside a page (an unknown station or route): says so and offers ways on. */
export function NotFoundState({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions: ReactNode[];
}) {
  return (
    <div className={styles.state}>
      <Result
        status="404"
        title={<h1 className={styles.title}>{title}</h1>}
        subTitle={body}
        extra={actions}
      />
    </div>
  );
}

/** A page whose data failed to load: the spec's message and a retry. */
export function LoadErrorState({
  message,
  onRetry,
  retrying = false,
  actions = [],
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  actions?: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <Result
        status="warning"
        title={<h1 className={styles.title}>{message}</h1>}
        subTitle={t('pages.loadFailedHint')}
        extra={[
          <Button
            key="retry"
            type="primary"
            icon={<ReloadOutlined />}
            loading={retrying}
            onClick={onRetry}
          >
            {t('pages.retry')}
          </Button>,
          ...actions,
        ]}
      />
    </div>
  );
}
