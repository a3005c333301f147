import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: ReactNode;
  /** A short line above the title (a category, a route number…). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A link back up (e.g. to all stations), shown above the title. */
  back?: { to: To; label: string };
  /** Extra content under the lead (tags, facts, actions). */
  children?: ReactNode;
};

/** The band at the top of a content or detail page: title, lead and a way back. */
export function PageHeader({ title, eyebrow, lead, back, children }: PageHeaderProps) {
  return (
    <header className={styles.band}>
      <div className={styles.inner}>
        {back ? (
          <Link to={back.to} className={styles.back}>
            <ArrowLeftOutlined aria-hidden="true" /> {back.label}
          </Link>
        ) : null}
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** The page's width and side margins, below a PageHeader. */
export function PageBody({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={styles.body} data-narrow={narrow || undefined}>
      {children}
    </div>
  );
}
