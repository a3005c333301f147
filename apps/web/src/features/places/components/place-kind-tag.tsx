import '@/i18n/places';
import type { PlaceKind } from '@foleni/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

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
  return (
    <StatusTag status={kind} colours={COLORS}>
      {t(`places.kinds.${kind}`)}
    </StatusTag>
  );
}
