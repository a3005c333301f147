import '@/i18n/network';
import { PlusOutlined } from '@ant-design/icons';
import type { Fare } from '@foleni/contract';
import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { useRoute } from '@/features/routes/api/get-route';
import { refusalText } from '@/lib/api-error-text';
import { positiveId } from '@/lib/list-filters';
import { toast } from '@/lib/toast';
import { useDeleteFare } from '../../api/delete-fare';
import styles from '../network.module.css';
import { FareDialog } from './fare-dialog';
import { FaresList } from './fares-list';
import { RouteSelect } from './route-select';

/**
 * /dashboard/routes/pricing: pick a route (kept in the address as ?route=), see its fares
 * between stops, add, change or remove one.
 */
export function RoutePricing({ saccoId }: { saccoId?: number | undefined }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const routeId = positiveId(params.get('route'));
  const choose = (id: number | undefined) =>
    setParams(id ? { route: String(id) } : {}, { replace: true });

  return (
    <div className={styles.wrapper}>
      <div className={listStyles.toolbar}>
        <RouteSelect
          className={styles.routePicker}
          value={routeId}
          onChange={choose}
          saccoId={saccoId}
        />
      </div>
      {routeId ? (
        <RouteFares key={routeId} routeId={routeId} />
      ) : (
        <div className={styles.section}>
          <Empty description={t('network.pricing.pickRoute')} />
        </div>
      )}
    </div>
  );
}

function RouteFares({ routeId }: { routeId: number }) {
  const { t } = useTranslation();
  const route = useRoute(routeId);
  const remove = useDeleteFare();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<{ fare: Fare | null } | null>(null);

  if (route.isPending) return <Skeleton active />;
  if (route.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('messages.routes.getFailed')}
        description={refusalText(t, route.error, t('messages.regions.genericError'))}
        action={<Button onClick={() => route.refetch()}>{t('network.common.retry')}</Button>}
      />
    );
  }

  const stopNames = route.data.route_stops.map((stop) => stop.name);
  const confirmRemove = (fare: Fare) =>
    modal.confirm({
      title: t('network.pricing.removeTitle', { from: fare.from_stop, to: fare.to_stop }),
      okText: t('network.pricing.remove'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(fare.id).then(
          () => toast.success(t('messages.network.fareRemoved')),
          (error: unknown) => toast.error(refusalText(t, error, t('messages.routes.saveFallback'))),
        ),
    });

  return (
    <section className={styles.section} aria-labelledby="pricing-fares-title">
      {modalHolder}
      <div className={styles.sectionHead}>
        <h2 id="pricing-fares-title" className={styles.sectionTitle}>
          {t('network.pricing.faresOf', {
            code: route.data.route_id,
            name: route.data.route_name,
          })}
        </h2>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={stopNames.length < 2}
          onClick={() => setEditing({ fare: null })}
        >
          {t('network.pricing.addFare')}
        </Button>
      </div>
      {stopNames.length < 2 ? (
        <Alert type="info" showIcon title={t('network.pricing.needStops')} />
      ) : null}
      <FaresList
        fares={route.data.fares}
        onEdit={(fare) => setEditing({ fare })}
        onRemove={confirmRemove}
      />
      <FareDialog
        routeId={routeId}
        stopNames={stopNames}
        open={editing !== null}
        fare={editing?.fare ?? null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
