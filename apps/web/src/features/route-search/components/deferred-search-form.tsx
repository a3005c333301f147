import { useTranslation } from 'react-i18next';
import { deferredLoader, useDeferredForm } from '../hooks/use-deferred-form';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import styles from './deferred-search-form.module.css';

const heroForm = deferredLoader(() =>
  import('./hero-search-form').then((module) => module.HeroSearchForm),
);

/** The form's fields in the placeholder's order, by their names in the form. */
const FIELDS = ['departure', 'destination', 'bookingType', 'travelDate', 'time'] as const;

/**
 * The landing page's route search form. Its code (antd Form, Select, DatePicker, the contract's
 * schema: about 180 kB compressed) is not part of the page's first download, and is not fetched
 * or run while nobody is at the page: it loads at the first touch, scroll, key or mouse move. So a
 * phone's main thread is free while the page appears, and a visit that only reads costs no more
 * data. Until then a placeholder of the same size holds its place; a tap on one of its fields
 * puts the cursor in that field once the form is there. Zod-free and antd-free on purpose.
 */
export function DeferredRouteSearchForm() {
  const { t } = useTranslation();
  const { Form, load, loadAndFocus } = useDeferredForm(heroForm, 'route-search-hero');
  useFirstInteraction(load, Form === null);

  return (
    <div className={styles.card}>
      {Form ? (
        <Form />
      ) : (
        <div className={styles.placeholder} role="status" aria-label={t('search.label')}>
          {/* From, To, Booking type (a whole row), Travel date, Time: the form's layout. */}
          {FIELDS.map((field) => (
            <span key={field} className={styles.field} onPointerDown={() => loadAndFocus(field)}>
              <span className={styles.label} />
              <span className={styles.input} />
            </span>
          ))}
          <span className={styles.button} />
        </div>
      )}
    </div>
  );
}
