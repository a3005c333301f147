import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-logo';
import styles from './auth-card.module.css';

type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The signup form has two columns of names. */
  wide?: boolean;
};

/** The frame of the account pages (/login, /register, /forgot, …): one card in the middle. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={styles.page}>
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
