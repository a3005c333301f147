import '@/i18n/network';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionOptions } from '../api/get-region-list';
import { useDebouncedValue } from '../lib/use-debounced-value';

type RegionSelectProps = {
  id?: string;
  value?: number | null | undefined;
  onChange?: (value: number | undefined) => void;
  /** The name to show for `value` before the options have loaded (an edited station's region). */
  selectedName?: string | null;
  allowClear?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

/** Picks an active region, searching by name on the server. */
export function RegionSelect({
  value,
  onChange,
  selectedName,
  placeholder,
  ...props
}: RegionSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const regions = useRegionOptions(useDebouncedValue(search));
  const options = (regions.data ?? []).map((region) => ({ value: region.id, label: region.name }));
  if (value && selectedName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedName });
  }
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder ?? t('network.stations.regionPlaceholder')}
      loading={regions.isFetching}
      notFoundContent={regions.isFetching ? null : t('network.common.noMatches')}
      options={options}
    />
  );
}
