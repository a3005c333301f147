import '@/i18n/account';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Grid, Pagination, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import type { ListPage } from '@/lib/use-list-params';
import styles from './list-view.module.css';

const PAGE_SIZES = [10, 20, 50, 100];

type Page<T> = { results: T[]; count: number };

type ListViewProps<T> = {
  /** Names the list for screen readers (the card list on phones). */
  label: string;
  query: UseQueryResult<Page<T>>;
  columns: ColumnsType<T>;
  /** One record as a card, below the md breakpoint. */
  renderCard: (item: T) => ReactNode;
  page: ListPage;
  onPageChange: (change: Partial<ListPage>) => void;
  empty: ReactNode;
  /** Spec §8's "Failed to fetch …" for this list. */
  errorTitle: string;
  /** Spec §8's text when the server gave no reason ('An error occurred'). */
  errorFallback: string;
  scrollX?: number;
  /** Names the pagination for screen readers. */
  paginationLabel?: string;
  /** A class for one record's table row and card, to make some records stand out. */
  rowClassName?: (item: T) => string;
};

/**
 * A server-paged list: a table from the md breakpoint up, cards on phones, with its loading,
 * empty and error states. The page and page size come from the address (useListParams).
 */
export function ListView<T extends { id: number }>({
  label,
  query,
  columns,
  renderCard,
  page,
  onPageChange,
  empty,
  errorTitle,
  errorFallback,
  scrollX = 900,
  paginationLabel,
  rowClassName,
}: ListViewProps<T>) {
  const { t } = useTranslation();
  const compact = Grid.useBreakpoint().md === false;
  const changePage = (current: number, pageSize: number) =>
    onPageChange(pageSize === page.pageSize ? { page: current } : { page: 1, pageSize });
  const emptyState = query.isPending ? ' ' : <Empty description={empty} />;

  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={refusalText(t, query.error, errorFallback)}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => query.refetch()}>
            {t('dashboard.list.retry')}
          </Button>
        }
      />
    );
  }

  if (compact) {
    return (
      <Spin spinning={query.isFetching}>
        {query.data?.results.length ? (
          <ul className={styles.cards} aria-label={label}>
            {query.data.results.map((item) => (
              <li
                key={item.id}
                className={rowClassName ? `${styles.card} ${rowClassName(item)}` : styles.card}
              >
                {renderCard(item)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.emptyBox}>{emptyState}</div>
        )}
        <Pagination
          className={styles.pagination}
          simple
          current={page.page}
          pageSize={page.pageSize}
          total={query.data?.count ?? 0}
          onChange={changePage}
          aria-label={paginationLabel}
        />
      </Spin>
    );
  }

  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={query.data?.results ?? []}
      loading={query.isFetching}
      rowClassName={rowClassName}
      scroll={{ x: scrollX }}
      locale={{ emptyText: emptyState }}
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: query.data?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        onChange: changePage,
        'aria-label': paginationLabel,
      }}
    />
  );
}
