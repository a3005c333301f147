import '@/i18n/map';
import { Component, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './map.module.css';

/** How far below the screen a map starts loading, so it is ready when scrolled to. */
const NEAR_SCREEN = '300px';

type MapSlotProps = {
  /** Sets the slot's height (the map fills it). */
  className?: string;
  /** Shown instead when the map's code cannot load (offline after the page loaded). */
  unavailable?: ReactNode;
  children: ReactNode;
};

/**
 * Where a map goes. The map's code (Leaflet) and its tiles load only once the slot comes near the
 * screen; a quiet placeholder of the same size holds the place until then.
 */
export function MapSlot({ className, unavailable, children }: MapSlotProps) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div className={styles.placeholder} role="status" aria-label={t('map.loading')}>
      {t('map.loading')}
    </div>
  );
  return (
    <div ref={slot} className={`${styles.slot} ${className ?? ''}`}>
      {near ? (
        <MapErrorBoundary
          fallback={unavailable ?? <div className={styles.placeholder}>{t('map.failed')}</div>}
        >
          <Suspense fallback={placeholder}>{children}</Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** A map whose code failed to download (or crashed) leaves the rest of the page working. */
class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
