import { Result } from 'antd';
import type { ReactNode } from 'react';
import styles from './coming-soon.module.css';

type ComingSoonProps = {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode[];
};

/** A page whose feature is still being built: says so plainly and offers a way on. */
export function ComingSoon({ icon, title, children, actions }: ComingSoonProps) {
  return (
    <div className={styles.container}>
      <Result
        icon={<span className={styles.icon}>{icon}</span>}
        title={<h1 className={styles.title}>{title}</h1>}
        subTitle={<div className={styles.body}>{children}</div>}
        extra={actions}
      />
    </div>
  );
}
