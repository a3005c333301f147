import '@/i18n/places';
import type { PlaceKind } from '@foleni/contract';
import { statusTag } from '@/components/ui/status-tag';

/** What kind of place it is: city, town, neighbourhood, estate or landmark. */
export const PlaceKindTag = statusTag<PlaceKind>({
  colours: {
    city: 'magenta',
    town: 'purple',
    neighbourhood: 'blue',
    estate: 'cyan',
    landmark: 'gold',
  },
  label: (t, kind) => t(`places.kinds.${kind}`),
});
