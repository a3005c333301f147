import '@/i18n/places';
import type { PlaceKind } from '@foleni/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PlaceKind, string> = {
  city: 'magenta',
  town: 'purple',
  neighbourhood: 'blue',
  estate: 'cyan',
  landmark: 'gold',
};

/** What kind of place it is: city, town, neighbourhood, estate or landmark. */
export function PlaceKindTag({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[kind]}>{t(`places.kinds.${kind}`)}</Tag>;
}
