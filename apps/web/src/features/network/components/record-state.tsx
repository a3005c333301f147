import '@/i18n/network';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { isApiError } from '@/lib/api-error';
import { refusalText } from '@/lib/api-error-text';

type RecordStateProps<T> = {
  query: UseQueryResult<T>;
  notFoundTitle: string;
  /** Spec §8's failure text for this record ('Failed to get route'). */
  failedTitle: string;
  listHref: string;
  children: (record: T) => ReactNode;
};

/** One record's page: a skeleton while it loads, then the record, a 404 or the error with a retry. */
export function RecordState<T>({
  query,
  notFoundTitle,
  failedTitle,
  listHref,
  children,
}: RecordStateProps<T>) {
  const { t } = useTranslation();
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <RecordNotFound title={notFoundTitle} listHref={listHref} />;
  }
  const back = (
    <ButtonLink key="back" to={listHref}>
      {t('network.pages.backToList')}
    </ButtonLink>
  );
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={failedTitle}
        subTitle={refusalText(t, query.error, t('messages.regions.genericError'))}
        extra={[
          <Button
            key="retry"
            type="primary"
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={() => query.refetch()}
          >
            {t('network.common.retry')}
          </Button>,
          back,
        ]}
      />
    );
  }
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children(query.data)}</>;
}

/** A record that does not exist (or an address whose id is not a number). */
export function RecordNotFound({ title, listHref }: { title: string; listHref: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={title}
      subTitle={t('network.pages.notFoundBody')}
      extra={<ButtonLink to={listHref}>{t('network.pages.backToList')}</ButtonLink>}
    />
  );
}
