import styles from './station-card.module.css';

/** A grey card the size of a StationCard, shown while stations load. */
export function StationCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.head}>
        <span className={`${styles.icon} ${styles.bone}`} />
        <span className={styles.names}>
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} />
        </span>
      </span>
      <span className={styles.meta}>
        <span className={`${styles.bone} ${styles.boneLine}`} />
      </span>
    </span>
  );
}

/** A list of `count` skeleton cards, marked busy for screen readers. */
export function StationCardSkeletons({
  count,
  className,
  label,
}: {
  count: number;
  className: string | undefined;
  label: string;
}) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={index}>
          <StationCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
