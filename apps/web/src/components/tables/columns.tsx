import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** The fields of `T` that hold a number. */
type NumberField<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** The column of a record's name, sorted by it; `render` shows the name (a link to its page). */
export function nameColumn<T extends { name: string }>(
  title: string,
  render: (record: T) => ReactNode,
): ColumnType<T> {
  return {
    key: 'name',
    title,
    sorter: (a, b) => a.name.localeCompare(b.name),
    render: (_, record) => render(record),
  };
}

/** A right-aligned column of one of a record's counts, sorted by it. */
export function countColumn<T>(
  key: string,
  title: string,
  field: NumberField<T>,
  width: number,
): ColumnType<T> {
  return {
    key,
    title,
    dataIndex: field,
    width,
    align: 'right',
    sorter: (a, b) => (a[field] as number) - (b[field] as number),
  };
}

/** The column of a record's buttons; none when `render` is null (the account may not act). */
export function actionsColumn<T>(
  title: string,
  width: number,
  render: ((record: T) => ReactNode) | null,
): ColumnType<T>[] {
  return render ? [{ key: 'actions', title, width, render: (_, record) => render(record) }] : [];
}
