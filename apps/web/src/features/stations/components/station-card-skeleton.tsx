import { Bone } from '@/components/ui/bone';
import styles from './station-card.module.css';

/** A grey card the size of a StationCard, shown while stations load. */
export function StationCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.head}>
        <Bone width="40px" height="40px" className={styles.iconBone} />
        <span className={styles.names}>
          <Bone width="70%" height="18px" />
          <Bone width="45%" height="12px" className={styles.boneLine} />
        </span>
      </span>
      <span className={styles.meta}>
        <Bone width="45%" height="12px" className={styles.boneLine} />
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
