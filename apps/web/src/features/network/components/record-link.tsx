import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './network.module.css';

/**
 * How a list shows a record's name: a link to the record's page (`href` of its id), in a table
 * row and as its card's title.
 */
export function recordLink<T extends { id: number }>(
  href: (id: number) => string,
  name: (record: T) => ReactNode,
) {
  return (record: T) => (
    <Link className={styles.nameLink} to={href(record.id)}>
      {name(record)}
    </Link>
  );
}
