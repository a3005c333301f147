import '@/i18n/route-search';
import { SEARCH_CITIES } from '@foleni/contract';
import { AutoComplete } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../api/suggest-places';
import styles from './route-search-form.module.css';

const TYPING_PAUSE_MS = 200;

type PlaceInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  'aria-invalid'?: boolean;
};

/**
 * A stop, station or town: the 14 towns of spec §5 before typing, then the stops and stations
 * whose name starts with what is typed (`/routes/suggest/`), towns first. Free text is allowed.
 */
export function PlaceInput({ id, value = '', onChange, placeholder, ...aria }: PlaceInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [query, setQuery] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suggestions = useSuggestions(query);

  const options = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const cities = SEARCH_CITIES.filter((city) => city.toLowerCase().startsWith(needle));
    const groups = [];
    if (cities.length > 0) {
      groups.push({
        label: t('routeSearch.form.cities'),
        options: cities.map((city) => ({ value: city, label: city })),
      });
    }
    const places = needle
      ? (suggestions.data?.results ?? []).filter(
          (place) => !cities.some((city) => city.toLowerCase() === place.name.toLowerCase()),
        )
      : [];
    if (places.length > 0) {
      groups.push({
        label: t('routeSearch.form.suggestions'),
        options: places.map((place) => ({
          value: place.name,
          label: (
            <span className={styles.option}>
              <span>{place.name}</span>
              <span className={styles.optionKind}>
                {place.kind === 'station'
                  ? t('routeSearch.form.kindStation')
                  : t('routeSearch.form.kindStop')}
              </span>
            </span>
          ),
        })),
      });
    }
    return groups;
  }, [query, suggestions.data, t]);

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      placeholder={placeholder}
      onChange={(next: string) => {
        setTyped(next);
        onChange?.(next);
      }}
      aria-invalid={aria['aria-invalid']}
      popupMatchSelectWidth
      allowClear
    />
  );
}
