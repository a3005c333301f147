import '@/i18n/network';
import type { RecordStatus } from '@foleni/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { type ListTexts, ListView } from '@/components/ui/list-view';
import type { ListPage } from '@/lib/use-list-params';
import styles from './network.module.css';
import { RecordStatusFilter } from './record-status-filter';
import { RecordStatusTag } from './record-status-tag';
import { RefreshButton } from './refresh-button';
import { statusColumns } from './status-columns';

/** A list's filters that every record list has: its search and the records' status. */
type RecordFilter = ListPage & { search?: string | undefined; status?: RecordStatus | undefined };

/** A record list's texts, as keys of the translations; `loadFailed` also when a refresh fails. */
export type RecordListTexts = ListTexts & {
  search: ParseKeys;
  empty: ParseKeys;
  /** Spec §8's "… fetched successfully": the list offers Refresh. */
  fetched?: ParseKeys;
};

type RecordListProps<T> = {
  query: UseQueryResult<{ results: T[]; count: number }>;
  /** The list's page and filters in the address, and their change (useListParams). */
  filter: RecordFilter;
  setFilter: (change: Partial<RecordFilter>) => void;
  texts: RecordListTexts;
  /** Above the toolbar: the confirmations' holder, a notice. */
  above?: ReactNode;
  /** The list's own filters, between the search box and the status filter. */
  filters?: ReactNode;
  /** The table's columns before the status column. */
  columns: ColumnsType<T>;
  /** Narrower than 120 where the list's other columns need the room. */
  statusWidth?: number;
  /** A record's actions, as its `can` allows: icons in a table row, buttons on a card. */
  actions: (record: T, iconOnly: boolean) => ReactNode;
  /** The table has the actions column: the account may change such records at all. */
  actionsColumn: boolean;
  /** What a card is headed with, beside the record's status. */
  cardTitle: (record: T) => ReactNode;
  /** A card's lines between its head and its actions. */
  cardDetails: (record: T) => ReactNode;
  scrollX?: number;
};

/**
 * A dashboard list of records that are archived rather than deleted (regions, stations, routes,
 * places): searched and filtered by status, with each record's status and actions, as a table or,
 * on phones, as cards.
 */
export function RecordList<T extends { id: number; status: RecordStatus }>({
  query,
  filter,
  setFilter,
  texts,
  above,
  filters,
  columns,
  statusWidth = 120,
  actions,
  actionsColumn,
  cardTitle,
  cardDetails,
  scrollX,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrapper}>
      {above}
      <ListView
        texts={texts}
        params={[filter, setFilter]}
        query={query}
        columns={[
          ...columns,
          ...statusColumns<T>(t, {
            statusWidth,
            actions: actionsColumn ? (record) => actions(record, true) : null,
          }),
        ]}
        empty={t(texts.empty)}
        scrollX={scrollX}
        cardHead={(record) => (
          <>
            {cardTitle(record)}
            <RecordStatusTag status={record.status} />
          </>
        )}
        renderCard={(record) => (
          <>
            {cardDetails(record)}
            {actions(record, false)}
          </>
        )}
      >
        {filters}
        <RecordStatusFilter
          className={listStyles.filter}
          value={filter.status}
          onChange={(status) => setFilter({ status })}
        />
        {texts.fetched ? (
          <RefreshButton
            refetch={query.refetch}
            fetching={query.isFetching}
            fetchedText={t(texts.fetched)}
            failedText={t(texts.loadFailed)}
          />
        ) : null}
      </ListView>
    </div>
  );
}
