import '@/i18n/route-search';
import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { SEARCH_CITIES } from '@foleni/contract';
import { AutoComplete, Button, Space } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoint } from '@/features/map';
import { toast } from '@/lib/toast';
import { useSuggestions } from '../api/suggest-places';
import styles from './route-search-form.module.css';

const TYPING_PAUSE_MS = 200;

// The dialog brings the map picker; neither is needed until someone asks for it.
const PointPickerDialog = lazy(() =>
  import('./point-picker-dialog').then((module) => ({ default: module.PointPickerDialog })),
);

type PlaceInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  /** Offer "Use my location" (the browser's position, for where the journey starts). */
  locate?: boolean;
  /** Title of the map dialog for picking this end of the journey. */
  pickTitle: string;
  'aria-invalid'?: boolean;
};

/**
 * A place, stop, station or town: the 14 towns of spec §5 before typing, then the places, stops
 * and stations whose name starts with what is typed (`/routes/suggest/`), towns first. Free text
 * is allowed, and so is a point: the browser's position or one picked on a map ("lat,lon").
 */
export function PlaceInput({
  id,
  value = '',
  onChange,
  placeholder,
  locate = false,
  pickTitle,
  ...aria
}: PlaceInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [query, setQuery] = useState(value);
  const [locating, setLocating] = useState(false);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suggestions = useSuggestions(query);

  const change = (next: string) => {
    setTyped(next);
    onChange?.(next);
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('routeSearch.form.locationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        change(formatPoint({ lat: position.coords.latitude, lon: position.coords.longitude }));
      },
      () => {
        setLocating(false);
        toast.error(t('routeSearch.form.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

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
      const kindLabel = {
        place: t('routeSearch.form.kindPlace'),
        station: t('routeSearch.form.kindStation'),
        stop: t('routeSearch.form.kindStop'),
      };
      groups.push({
        label: t('routeSearch.form.suggestions'),
        options: places.map((place) => ({
          value: place.name,
          label: (
            <span className={styles.option}>
              <span>{place.name}</span>
              <span className={styles.optionKind}>{kindLabel[place.kind]}</span>
            </span>
          ),
        })),
      });
    }
    return groups;
  }, [query, suggestions.data, t]);

  return (
    <>
      <Space.Compact className={styles.placeGroup}>
        <AutoComplete
          id={id}
          value={value}
          options={options}
          placeholder={placeholder}
          onChange={change}
          aria-invalid={aria['aria-invalid']}
          popupMatchSelectWidth
          allowClear
          className={styles.placeInput}
        />
        {locate ? (
          <Button
            icon={<AimOutlined />}
            aria-label={t('routeSearch.form.useLocation')}
            title={t('routeSearch.form.useLocation')}
            loading={locating}
            onClick={locateMe}
          />
        ) : null}
        <Button
          icon={<EnvironmentOutlined />}
          aria-label={`${t('routeSearch.form.pickOnMap')}: ${pickTitle}`}
          title={t('routeSearch.form.pickOnMap')}
          onClick={() => setPicking(true)}
        />
      </Space.Compact>
      {picking ? (
        <Suspense fallback={null}>
          <PointPickerDialog
            open
            title={pickTitle}
            value={value}
            onClose={() => setPicking(false)}
            onPick={(point) => {
              setPicking(false);
              change(point);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
