import '@/i18n/queue';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationChoices } from '../api/search-stations';

type StationPickerProps = {
  id?: string;
  value: number | null;
  /** The chosen station's name, shown before the choices have loaded. */
  valueName?: string | undefined;
  /** A station admin picks among their own stations; others search every open station. */
  own: boolean;
  onChange: (station: number) => void;
  className?: string;
};

const SEARCH_DELAY_MS = 300;

/** A station Select: a station admin's own stations, or a search among all stations. */
export function StationPicker({
  id,
  value,
  valueName,
  own,
  onChange,
  className,
}: StationPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useStationChoices(own, own ? '' : search);
  const options = (choices.data?.results ?? []).map((station) => ({
    value: station.id,
    label: station.name,
  }));
  if (value !== null && valueName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: valueName });
  }

  return (
    <Select<number>
      id={id}
      className={className}
      value={value ?? undefined}
      placeholder={t('queue.stationPlaceholder')}
      aria-label={t('queue.station')}
      options={options}
      loading={choices.isFetching}
      onChange={onChange}
      showSearch={own ? { optionFilterProp: 'label' } : { filterOption: false, onSearch: setTyped }}
      notFoundContent={choices.isFetching ? t('common.loading') : undefined}
    />
  );
}
