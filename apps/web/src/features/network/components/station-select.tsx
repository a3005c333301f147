import '@/i18n/network';
import type { Station } from '@foleni/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationOptions } from '../api/get-station-list';
import { useDebouncedValue } from '../lib/use-debounced-value';

type StationSelectProps = {
  id?: string;
  value?: number | null | undefined;
  onChange?: (value: number | undefined, station: Station | undefined) => void;
  /** The name to show for `value` before the options have loaded. */
  selectedName?: string | null;
  allowClear?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

/** Picks an active station, searching by name on the server. */
export function StationSelect({
  value,
  onChange,
  selectedName,
  placeholder,
  ...props
}: StationSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const stations = useStationOptions(useDebouncedValue(search));
  const results = stations.data ?? [];
  const options = results.map((station) => ({
    value: station.id,
    label: station.region_name ? `${station.name} · ${station.region_name}` : station.name,
  }));
  if (value && selectedName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedName });
  }
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) =>
        onChange?.(
          next ?? undefined,
          results.find((station) => station.id === next),
        )
      }
      placeholder={placeholder ?? t('network.common.stationPlaceholder')}
      loading={stations.isFetching}
      notFoundContent={stations.isFetching ? null : t('network.common.noMatches')}
      options={options}
    />
  );
}
