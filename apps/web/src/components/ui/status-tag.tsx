import { Tag, type TagProps } from 'antd';
import type { ReactNode } from 'react';

type StatusTagProps<S extends string> = {
  status: S;
  /** One antd tag colour per state. */
  colours: Record<S, string>;
  /** The state in the reader's language. */
  children: ReactNode;
  variant?: TagProps['variant'];
};

/** A record's state as a coloured tag; `data-status` names it for tests whatever the language. */
export function StatusTag<S extends string>({
  status,
  colours,
  children,
  variant,
}: StatusTagProps<S>) {
  return (
    <Tag color={colours[status]} variant={variant} data-status={status}>
      {children}
    </Tag>
  );
}
