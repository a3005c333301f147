import {
  type ComponentType,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deferred-search-form.module.css';

const loadForm = () => import('./hero-search-form').then((module) => module.HeroSearchForm);

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The landing page's route search form. Its code (antd Form, Select, DatePicker, the contract's
 * schema) is not part of the page's first download: it loads once the browser is idle, or at the
 * first touch, hover or focus of the placeholder, whichever comes first. Until then a
 * placeholder of the same size holds its place. Zod-free and antd-free on purpose.
 */
export function DeferredRouteSearchForm() {
  const { t } = useTranslation();
  const [Form, setForm] = useState<ComponentType | null>(null);
  const started = useRef(false);

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
        started.current = false; // a failed download is tried again at the next interaction
      },
    );
  }, []);

  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = card.current;
    const events = ['pointerenter', 'pointerdown', 'focusin'] as const;
    for (const event of events) {
      element?.addEventListener(event, load, { once: true, passive: true });
    }
    return () => {
      for (const event of events) {
        element?.removeEventListener(event, load);
      }
    };
  }, [load]);

  useEffect(() => {
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(load, { timeout: 2500 });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(load, 1200);
    return () => clearTimeout(timer);
  }, [load]);

  return (
    <div className={styles.card} ref={card}>
      {Form ? (
        <Form />
      ) : (
        <div className={styles.placeholder} role="status" aria-label={t('search.label')}>
          {/* From, To, Booking type (a whole row), Travel date, Time: the form's layout. */}
          {[0, 1, 2, 3, 4].map((index) => (
            <span key={index} className={styles.field}>
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
