import { Tag, type TagProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type StatusTagLook<S extends string> = {
  /** One antd tag colour per state. */
  colours: Record<S, string>;
  /** The state in the reader's language. */
  label: (t: TFunction, status: S) => string;
  variant?: TagProps['variant'];
};

/**
 * The tag that shows one kind of record's state (a booking's, a vehicle's, …) in its colour;
 * `data-status` names the state for tests whatever the language.
 */
export function statusTag<S extends string>({ colours, label, variant }: StatusTagLook<S>) {
  return function StatusTag({ status }: { status: S }) {
    const { t } = useTranslation();
    return (
      <Tag color={colours[status]} variant={variant} data-status={status}>
        {label(t, status)}
      </Tag>
    );
  };
}
