import {
  type ComponentType,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import styles from './deferred-search-form.module.css';

/** Once downloaded, the form shows at once when the visitor comes back to the landing page. */
let loadedForm: ComponentType | null = null;
const loadForm = () =>
  import('./hero-search-form').then((module) => {
    loadedForm = module.HeroSearchForm;
    return loadedForm;
  });

/** The form's fields in the placeholder's order, by their names in the form. */
const FIELDS = ['departure', 'destination', 'bookingType', 'travelDate', 'time'] as const;
type Field = (typeof FIELDS)[number];

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
  const [Form, setForm] = useState<ComponentType | null>(() => loadedForm);
  const started = useRef(false);
  const focusOnShow = useRef<Field | null>(null);

  const load = useCallback(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void loadForm().then(
      // A transition: React draws the form in slices between the browser's own work, where an
      // ordinary update would hold a phone's main thread for the whole form at once.
      (component) => startTransition(() => setForm(() => component)),
      () => {
        started.current = false; // a failed download is tried again at the next tap
      },
    );
  }, []);

  useFirstInteraction(load, Form === null);

  useEffect(() => {
    const field = focusOnShow.current;
    if (Form && field) {
      focusOnShow.current = null;
      document.getElementById(`route-search-hero_${field}`)?.focus();
    }
  }, [Form]);

  return (
    <div className={styles.card}>
      {Form ? (
        <Form />
      ) : (
        <div className={styles.placeholder} role="status" aria-label={t('search.label')}>
          {/* From, To, Booking type (a whole row), Travel date, Time: the form's layout. */}
          {FIELDS.map((field) => (
            <span
              key={field}
              className={styles.field}
              onPointerDown={() => {
                focusOnShow.current = field;
                load();
              }}
            >
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
