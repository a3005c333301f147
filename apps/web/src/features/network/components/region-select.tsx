import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useRegionOptions } from '../api/get-region-list';
import { NameSearchSelect, type NameSearchSelectProps, useNameSearch } from './name-search-select';

/** Picks an active region, searching by name on the server. */
export function RegionSelect({
  onChange,
  placeholder,
  ...props
}: NameSearchSelectProps & { onChange?: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useNameSearch();
  const regions = useRegionOptions(search);
  return (
    <NameSearchSelect
      {...props}
      placeholder={placeholder ?? t('network.stations.regionPlaceholder')}
      onSearch={setSearch}
      fetching={regions.isFetching}
      options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
      onChange={(next) => onChange?.(next)}
    />
  );
}
