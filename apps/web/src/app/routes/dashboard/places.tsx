import '@/i18n/network';
import '@/i18n/places';
import { PlusOutlined } from '@ant-design/icons';
import type { Place } from '@foleni/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { PlaceFormDialog } from '@/features/places/components/place-form-dialog';
import { PlacesTable } from '@/features/places/components/places-table';

/** /dashboard/places: the gazetteer of places passengers search from and to (system admins). */
export default function PlacesRoute() {
  const { t } = useTranslation();
  // Each opening gets a fresh form (its own key): nothing typed before, no earlier refusal.
  const [dialog, setDialog] = useState<{ place: Place | 'new' | null; key: number }>({
    place: null,
    key: 0,
  });
  const open = (place: Place | 'new') => setDialog(({ key }) => ({ place, key: key + 1 }));
  const close = () => setDialog(({ key }) => ({ place: null, key }));
  return (
    <>
      <PageMeta title={t('places.title')} />
      <PageHeader
        title={t('places.title')}
        subtitle={t('places.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('places.newPlace')}
          </Button>
        }
      />
      <PlacesTable onEdit={open} />
      <PlaceFormDialog key={dialog.key} place={dialog.place} onClose={close} />
    </>
  );
}
