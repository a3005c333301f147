import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { BrandMark } from '@/components/ui/brand-logo';
import styles from './auth-card.module.css';

type AuthCardProps = {
  /** The browser tab's title. */
  pageTitle: string;
  title: ReactNode;
  /** Also the page's meta description. */
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The signup form has two columns of names. */
  wide?: boolean;
};

/** The frame of the account pages (/login, /register, /forgot, …): one card in the middle. */
export function AuthCard({
  pageTitle,
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: AuthCardProps) {
  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle} description={subtitle} />
      <section className={styles.card} data-wide={wide || undefined} aria-labelledby="auth-title">
        <header className={styles.header}>
          <BrandMark size={44} />
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
