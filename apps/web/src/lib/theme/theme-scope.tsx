import { theme } from 'antd';
import type { ReactNode } from 'react';
import { THEME_CSS_VAR_CLASS } from './theme';
import styles from './theme-scope.module.css';

/**
 * Makes antd's design tokens available to plain CSS below it as `var(--ant-…)`, and gives the
 * page antd's font and text colour. (Calling useToken makes antd write the variables even
 * before any antd component renders.)
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  theme.useToken();
  return <div className={`${THEME_CSS_VAR_CLASS} ${styles.scope}`}>{children}</div>;
}
