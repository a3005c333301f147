import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import styles from './status-screen.module.css';

type StatusScreenProps = {
  icon: ReactNode;
  /** The screen's heading, also the browser tab's title. */
  title: string;
  body: string;
  actions: ReactNode;
  /** `alert` for a failure the visitor should hear about at once. */
  role?: 'alert';
};

/**
 * A page that could not show what was asked (not found, failed to load, crashed): icon, heading,
 * explanation and ways on. Plain markup in the look of antd's Result, without its code and
 * illustrations: the error screen must work when nothing more can be downloaded.
 */
export function StatusScreen({ icon, title, body, actions, role }: StatusScreenProps) {
  return (
    <div className={styles.container} role={role}>
      <PageMeta title={title} />
      <span className={styles.icon}>{icon}</span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
