import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import styles from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />;
}

/**
 * Header, page, footer: the frame of every public page (spec §2). As a route it shows the matched
 * page; `children` replaces it (the dashboard's Not Logged In screen uses the public frame).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} data-layout="public">
      <NavigationProgress />
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
