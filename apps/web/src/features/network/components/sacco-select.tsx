import '@/i18n/network';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaccoOptions } from '../api/get-saccos';
import { useDebouncedValue } from '../lib/use-debounced-value';

type SaccoSelectProps = {
  id?: string;
  value?: number | null | undefined;
  onChange?: (value: number | undefined) => void;
  /** The name to show for `value` before the options have loaded. */
  selectedName?: string | null;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

/** Picks an active Sacco, searching by name on the server. */
export function SaccoSelect({
  value,
  onChange,
  selectedName,
  placeholder,
  disabled,
  ...props
}: SaccoSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const saccos = useSaccoOptions(useDebouncedValue(search), !disabled);
  const options = (saccos.data ?? []).map((sacco) => ({ value: sacco.id, label: sacco.name }));
  if (value && selectedName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedName });
  }
  return (
    <Select<number>
      {...props}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder ?? t('network.routes.saccoPlaceholder')}
      loading={saccos.isFetching}
      notFoundContent={saccos.isFetching ? null : t('network.common.noMatches')}
      options={options}
    />
  );
}
