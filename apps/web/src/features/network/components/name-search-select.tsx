import '@/i18n/network';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** What a form or a list's filter passes to a select of records found by name. */
export type NameSearchSelectProps = {
  id?: string;
  value?: number | null | undefined;
  /** The name to show for `value` before the options have loaded (an edited station's region). */
  selectedName?: string | null;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

type Option = { value: number; label: string };

/** The text typed into a name search, debounced for the query, and its setter. */
export function useNameSearch() {
  const [search, setSearch] = useState('');
  return [useDebouncedValue(search), setSearch] as const;
}

/**
 * Picks a record searched by name on the server: `onSearch` gets each typed text (the caller
 * queries with `useNameSearch`), and `selectedName` labels `value` until the options include it.
 */
export function NameSearchSelect({
  value,
  selectedName,
  options,
  fetching,
  onSearch,
  onChange,
  ...props
}: Omit<NameSearchSelectProps, 'placeholder'> & {
  placeholder: string;
  options: Option[];
  fetching: boolean;
  onSearch: (text: string) => void;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const shown =
    value && selectedName && !options.some((option) => option.value === value)
      ? [{ value, label: selectedName }, ...options]
      : options;
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? undefined)}
      loading={fetching}
      notFoundContent={fetching ? null : t('network.common.noMatches')}
      options={shown}
    />
  );
}
