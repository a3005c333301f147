import { Input, Select, type SelectProps } from 'antd';
import type { ParseKeys } from 'i18next';
import { createContext, type ReactNode, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters, ListPage } from '@/lib/use-list-params';
import styles from './list-toolbar.module.css';

/**
 * The bar above a dashboard list: the list's search box, filters and buttons, then the count of
 * records (`count` is null while the first page loads), announced politely as it changes.
 */
export function ListToolbar({ count, children }: { count: string | null; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      <span className={styles.count} aria-live="polite">
        {count}
      </span>
    </div>
  );
}

/**
 * A list's search box: typing changes only the box; pressing Enter or the button searches, with
 * blank text clearing the search (`undefined`). `value` is the search the list was opened with.
 */
export function ListSearch({
  label,
  placeholder = label,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  return (
    <Input.Search
      className={styles.search}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(chosen) => onSearch(chosen.trim() || undefined)}
    />
  );
}

type FilterValue = string | number;

/** A list's page and filters in the address and their change (useListParams), for its bar. */
export const ListParamsContext = createContext<{
  params: ListPage & ListFilters;
  change: (change: ListFilters) => void;
} | null>(null);

/** The blank choice of each kind of filter, `all<Kinds>` in the list's translation group. */
const ALL_OF_KIND = {
  status: 'allStatuses',
  role: 'allRoles',
  type: 'allTypes',
  sacco: 'allSaccos',
} as const;

type FilterKind = keyof typeof ALL_OF_KIND;

/** The translation groups that name a filter of kind `K`: `<group>.<K>Filter` and its blank choice. */
type FilterGroup<K extends FilterKind> = {
  [P in ParseKeys]: P extends `${infer G}.${K}Filter`
    ? `${G}.${(typeof ALL_OF_KIND)[K]}` extends ParseKeys
      ? G
      : never
    : never;
}[ParseKeys];

type ListFilterProps<K extends FilterKind> = Omit<
  SelectProps<FilterValue>,
  'value' | 'onChange'
> & {
  /** The translation group that names the filter (`users`: users.roleFilter, users.allRoles). */
  group: FilterGroup<K>;
  kind: K;
  /** The address parameter the filter sets, when it is not named `kind`. */
  param?: string;
};

/**
 * One of a list's filters: a clearable select, sized like its neighbours, that shows and sets
 * the list's address parameter `param` (back to page 1, as every change of filter).
 */
export function ListFilter<K extends FilterKind>({
  group,
  kind,
  param = kind,
  ...select
}: ListFilterProps<K>) {
  const { t } = useTranslation();
  const list = use(ListParamsContext);
  if (!list) throw new Error('A ListFilter belongs in a ListView’s bar.');
  return (
    <Select<FilterValue>
      className={styles.filter}
      aria-label={t(`${group}.${kind}Filter` as ParseKeys)}
      placeholder={t(`${group}.${ALL_OF_KIND[kind]}` as ParseKeys)}
      allowClear
      value={list.params[param]}
      onChange={(value) => list.change({ [param]: value })}
      {...select}
    />
  );
}
