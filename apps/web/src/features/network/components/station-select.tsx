import '@/i18n/network';
import type { Station } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { useStationOptions } from '../api/get-station-list';
import { NameSearchSelect, type NameSearchSelectProps, useNameSearch } from './name-search-select';

/** Picks an active station, searching by name on the server; `onChange` also gets the station. */
export function StationSelect({
  onChange,
  placeholder,
  ...props
}: NameSearchSelectProps & {
  onChange?: (value: number | undefined, station: Station | undefined) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useNameSearch();
  const stations = useStationOptions(search);
  const results = stations.data ?? [];
  return (
    <NameSearchSelect
      {...props}
      placeholder={placeholder ?? t('network.common.stationPlaceholder')}
      onSearch={setSearch}
      fetching={stations.isFetching}
      options={results.map((station) => ({
        value: station.id,
        label: station.region_name ? `${station.name} · ${station.region_name}` : station.name,
      }))}
      onChange={(next) =>
        onChange?.(
          next,
          results.find((station) => station.id === next),
        )
      }
    />
  );
}
