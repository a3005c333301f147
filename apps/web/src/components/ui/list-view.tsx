import '@/i18n/account';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Grid, Pagination, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import type { ListFilters, ListPage, ListParams } from '@/lib/use-list-params';
import { ListParamsContext, ListSearch, ListToolbar } from './list-toolbar';
import styles from './list-view.module.css';
import recordText from './record-text.module.css';

const PAGE_SIZES = [10, 20, 50, 100];

type Page<T> = { results: T[]; count: number };

/** A list's texts, as keys of the translations. */
export type ListTexts = {
  /** Names the list for screen readers (the card list on phones). */
  list: ParseKeys;
  /** The count of records, by `count`. */
  total: ParseKeys;
  /** Spec §8's "Failed to fetch …" for this list. */
  loadFailed: ParseKeys;
  /** Spec §8's text when the server gave no reason; `loadFailed` when the spec has none. */
  fallback?: ParseKeys;
  /** Names the pagination for screen readers. */
  pagination?: ParseKeys;
  /** Names the search box, when the list has one: it searches by the address's `search`. */
  search?: ParseKeys;
  /** The search box's hint; `search` when absent. */
  searchPlaceholder?: ParseKeys;
};

/** The translation groups that hold a list's `title`, `total`, `loadFailed` and `pagination`. */
type ListGroup = {
  [K in ParseKeys]: K extends `${infer G}.pagination`
    ? `${G}.title` | `${G}.total` | `${G}.loadFailed` extends ParseKeys
      ? G
      : never
    : never;
}[ParseKeys];

/**
 * A list's texts from its translation group (`users`: users.title, users.total, …), with `own`
 * where the list says something else (the spec's own "Failed to fetch …").
 */
export function groupTexts(group: ListGroup, own?: Partial<ListTexts>): ListTexts {
  return {
    list: `${group}.title`,
    total: `${group}.total`,
    loadFailed: `${group}.loadFailed`,
    pagination: `${group}.pagination`,
    ...own,
  };
}

/** The filters of a list that may be searched: `search` is the search box's text. */
type SearchableFilters = ListFilters & { search?: string | undefined };

type ListViewProps<T, F extends SearchableFilters> = {
  texts: ListTexts;
  /** The list's page and filters in the address (useListParams), which its bar shows and sets. */
  params: ListParams<F>;
  query: UseQueryResult<Page<T>>;
  columns: ColumnsType<T>;
  /** A card's head: what names the record, then its state tag (the card, below the md breakpoint). */
  cardHead: (item: T) => ReactNode;
  /** The rest of the card, under its head. */
  renderCard: (item: T) => ReactNode;
  empty: ReactNode;
  scrollX?: number;
  /** A class for one record's table row and card, to make some records stand out. */
  rowClassName?: (item: T) => string;
  /** The list's filters and buttons, in the bar above it after the search box. */
  children?: ReactNode;
};

type ListBodyProps<T> = Omit<ListViewProps<T, SearchableFilters>, 'params' | 'children'> & {
  page: ListPage;
  onPageChange: (change: Partial<ListPage>) => void;
};

/**
 * A server-paged list under its bar (search, filters, the count of records): a table from the md
 * breakpoint up, cards on phones, with its loading, empty and error states. The page, the page
 * size and the filters live in the address (useListParams); the bar's ListFilters read and set
 * them by name.
 */
export function ListView<T extends { id: number }, F extends SearchableFilters>({
  texts,
  params,
  children,
  ...list
}: ListViewProps<T, F>) {
  const { t } = useTranslation();
  const [filter, setFilter] = params;
  // By name: a filter knows its parameter, not the type of the list's filters.
  const change = setFilter as (change: ListFilters) => void;
  const { data } = list.query;
  return (
    <ListParamsContext value={{ params: filter, change }}>
      <ListToolbar count={data ? t(texts.total, { count: data.count }) : null}>
        {texts.search ? (
          <ListSearch
            label={t(texts.search)}
            placeholder={t(texts.searchPlaceholder ?? texts.search)}
            value={filter.search}
            onSearch={(search) => change({ search })}
          />
        ) : null}
        {children}
      </ListToolbar>
      <ListBody texts={texts} page={filter} onPageChange={change} {...list} />
    </ListParamsContext>
  );
}

/** Under the bar: the failure with Retry, the cards, or the table. */
function ListBody<T extends { id: number }>({
  texts,
  query,
  columns,
  cardHead,
  renderCard,
  page,
  onPageChange,
  empty,
  scrollX = 900,
  rowClassName,
}: ListBodyProps<T>) {
  const { t } = useTranslation();
  const compact = Grid.useBreakpoint().md === false;
  const changePage = (current: number, pageSize: number) =>
    onPageChange(pageSize === page.pageSize ? { page: current } : { page: 1, pageSize });
  const emptyState = query.isPending ? ' ' : <Empty description={empty} />;
  const paginationLabel = texts.pagination ? t(texts.pagination) : undefined;

  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(texts.loadFailed)}
        description={refusalText(t, query.error, t(texts.fallback ?? texts.loadFailed))}
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
          <ul className={styles.cards} aria-label={t(texts.list)}>
            {query.data.results.map((item) => (
              <li
                key={item.id}
                className={rowClassName ? `${styles.card} ${rowClassName(item)}` : styles.card}
              >
                <div className={recordText.cardHead}>{cardHead(item)}</div>
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
