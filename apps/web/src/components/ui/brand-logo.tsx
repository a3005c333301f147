import { brandColors } from '@/lib/theme/theme';
import styles from './brand-logo.module.css';

/** Foleni's mark: a short queue of vehicles on a green tile (same drawing as the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={brandColors.primary} />
      <rect x="7" y="8" width="18" height="4" rx="2" fill={brandColors.accent} />
      <rect x="7" y="14" width="14" height="4" rx="2" fill="#fff" />
      <rect x="7" y="20" width="10" height="4" rx="2" fill="#fff" fillOpacity=".75" />
    </svg>
  );
}

/** Mark plus the word "Foleni". */
export function BrandLogo() {
  return (
    <span className={styles.logo}>
      <BrandMark />
      <span className={styles.wordmark}>Foleni</span>
    </span>
  );
}
