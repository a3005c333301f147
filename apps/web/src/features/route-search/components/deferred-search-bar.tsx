import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '@/lib/dates';
import { deferredLoader, useDeferredForm } from '../hooks/use-deferred-form';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { hasJourney, type JourneyParams } from '../lib/journey-params';
import styles from './deferred-search-bar.module.css';
import formStyles from './route-search-form.module.css';

const searchForm = deferredLoader(() =>
  import('./route-search-form').then((module) => module.RouteSearchForm),
);

/** The form's fields in its order, with their labels and their places in its grid. */
const FIELDS = [
  { name: 'departure', label: 'routeSearch.form.departure', area: 'place' },
  { name: 'destination', label: 'routeSearch.form.destination', area: 'place' },
  { name: 'bookingType', label: 'routeSearch.form.bookingType', area: 'bookingType' },
  { name: 'travelDate', label: 'routeSearch.form.date', area: 'date' },
  { name: 'time', label: 'routeSearch.form.time', area: 'time' },
] as const;

type DeferredSearchBarProps = {
  /** The journey of the page's URL. */
  initial: JourneyParams;
  /** Show every field's message at once (a shared link with a missing or past value). */
  validateOnMount: boolean;
};

/**
 * `/search`'s modify-search form. With results to show, its code (antd Form, Select,
 * DatePicker, the contract's schema: about 100 kB compressed) waits for the first sign of a
 * person at the page, like the landing page's form, and the journey stands in its place, drawn
 * like the form. Without results (no journey yet, or one with a problem to show) the form is
 * what the page is for, and it loads at once.
 */
export function DeferredSearchBar({ initial, validateOnMount }: DeferredSearchBarProps) {
  const { t, i18n } = useTranslation();
  const { Form, load, loadAndFocus } = useDeferredForm(searchForm, 'route-search-bar');
  const eager = validateOnMount || !hasJourney(initial);

  useFirstInteraction(load, !eager && Form === null);
  useEffect(() => {
    if (eager && Form === null) load();
  }, [eager, Form, load]);

  if (Form) {
    return <Form variant="bar" initial={initial} validateOnMount={validateOnMount} />;
  }

  const shown: Record<(typeof FIELDS)[number]['name'], string> = {
    departure: initial.departure,
    destination: initial.destination,
    bookingType: initial.bookingType
      ? t(`routeSearch.bookingTypes.${initial.bookingType}`, initial.bookingType)
      : '',
    travelDate: /^\d{4}-\d{2}-\d{2}$/.test(initial.travelDate)
      ? formatShortDay(initial.travelDate, i18n.language)
      : initial.travelDate,
    time: initial.time,
  };
  const placeholders: typeof shown = {
    departure: t('routeSearch.form.departurePlaceholder'),
    destination: t('routeSearch.form.destinationPlaceholder'),
    bookingType: t('routeSearch.form.bookingTypePlaceholder'),
    travelDate: t('routeSearch.form.datePlaceholder'),
    time: t('routeSearch.form.timePlaceholder'),
  };
  return (
    <div
      className={formStyles.form}
      data-variant="bar"
      role="status"
      aria-label={t('routeSearch.form.label')}
    >
      {FIELDS.map(({ name, label, area }) => (
        <div
          key={name}
          className={[styles.item, formStyles[area]].filter(Boolean).join(' ')}
          onPointerDown={() => loadAndFocus(name)}
        >
          <span className={styles.label}>{t(label)}</span>
          <span className={styles.control} data-empty={shown[name] ? undefined : ''}>
            {shown[name] || placeholders[name]}
          </span>
        </div>
      ))}
      <div className={`${styles.item} ${formStyles.submit}`}>
        <span className={`${styles.label} ${styles.submitLabel}`} aria-hidden="true" />
        <span className={styles.button}>{t('routeSearch.form.modify')}</span>
      </div>
    </div>
  );
}
