import '@/i18n/network';
import { useTranslation } from 'react-i18next';
import { useSaccoOptions } from '../api/get-saccos';
import { NameSearchSelect, type NameSearchSelectProps, useNameSearch } from './name-search-select';

/** Picks an active Sacco, searching by name on the server (not while disabled). */
export function SaccoSelect({
  onChange,
  placeholder,
  ...props
}: NameSearchSelectProps & { onChange?: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useNameSearch();
  const saccos = useSaccoOptions(search, !props.disabled);
  return (
    <NameSearchSelect
      {...props}
      placeholder={placeholder ?? t('network.routes.saccoPlaceholder')}
      onSearch={setSearch}
      fetching={saccos.isFetching}
      options={(saccos.data ?? []).map((sacco) => ({ value: sacco.id, label: sacco.name }))}
      onChange={(next) => onChange?.(next)}
    />
  );
}
