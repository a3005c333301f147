import { Input, Select, type SelectProps } from 'antd';
import { type ReactNode, useState } from 'react';
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

/** One of a list's filters: a clearable select named by `label`, sized like its neighbours. */
export function ListFilter<T>({ label, ...select }: SelectProps<T> & { label: string }) {
  return <Select<T> className={styles.filter} aria-label={label} allowClear {...select} />;
}
