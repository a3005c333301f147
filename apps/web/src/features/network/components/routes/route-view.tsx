import '@/i18n/network';
import {
  DollarOutlined,
  EditOutlined,
  ExportOutlined,
  InboxOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { RouteDetail, RouteStop } from '@foleni/contract';
import { Button, Descriptions, Empty, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSetRouteStatus } from '../../api/set-route-status';
import styles from '../network.module.css';
import { RecordStatusTag } from '../record-status-tag';
import { FaresList } from './fares-list';
import viewStyles from './route-view.module.css';

type RouteViewProps = {
  route: RouteDetail;
  canEdit: boolean;
  canPrice: boolean;
};

function StopList({ stops, label }: { stops: readonly RouteStop[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className={viewStyles.stops} aria-label={label}>
      {stops.map((stop, index) => (
        <li key={stop.id} className={viewStyles.stop}>
          <span className={viewStyles.position} aria-hidden="true">
            {index + 1}
          </span>
          <span className={viewStyles.stopName} data-testid="route-view-stop">
            {stop.name}
          </span>
          {stop.station_id !== null ? (
            <Link to={paths.dashboard.station.getHref(stop.station_id)}>
              <Tag color="green">{t('network.stops.station')}</Tag>
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A route's details, its stops in order and its fares, with the actions the account may take. */
export function RouteView({ route, canEdit, canPrice }: RouteViewProps) {
  const { t } = useTranslation();
  const setStatus = useSetRouteStatus();
  const [modal, modalHolder] = Modal.useModal();
  const archive = route.status === 'active';

  const confirmStatus = () =>
    modal.confirm({
      title: t(archive ? 'network.routes.archiveTitle' : 'network.routes.restoreTitle', {
        name: `${route.route_id} ${route.route_name}`,
      }),
      content: archive ? t('network.routes.archiveBody') : null,
      okText: t(archive ? 'network.common.archive' : 'network.common.restore'),
      okButtonProps: { danger: archive },
      onOk: () =>
        setStatus.mutateAsync({ id: route.id, status: archive ? 'archived' : 'active' }).then(
          () => toast.success(t(archive ? 'network.routes.archived' : 'network.routes.restored')),
          (error: unknown) => toast.error(refusalText(t, error, t('messages.routes.saveFallback'))),
        ),
    });

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <Space wrap>
        {canEdit ? (
          <ButtonLink
            type="primary"
            icon={<EditOutlined />}
            to={paths.dashboard.editRoute.getHref(route.id)}
          >
            {t('network.routes.editRoute')}
          </ButtonLink>
        ) : null}
        {canPrice ? (
          <ButtonLink
            icon={<DollarOutlined />}
            to={`${paths.dashboard.routePricing.getHref()}?route=${route.id}`}
          >
            {t('network.pricing.manage')}
          </ButtonLink>
        ) : null}
        {canEdit ? (
          <Button
            danger={archive}
            icon={archive ? <InboxOutlined /> : <UndoOutlined />}
            onClick={confirmStatus}
          >
            {t(archive ? 'network.common.archive' : 'network.common.restore')}
          </Button>
        ) : null}
        <ButtonLink icon={<ExportOutlined />} to={paths.route.getHref(route.id)}>
          {t('network.common.publicPage')}
        </ButtonLink>
      </Space>

      <section className={styles.section} aria-labelledby="route-details-title">
        <h2 id="route-details-title" className={styles.sectionTitle}>
          {t('network.routes.details')}
        </h2>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('network.routes.sacco')}>
            {route.sacco_name ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('network.common.status')}>
            <RecordStatusTag status={route.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('network.routes.origin')}>
            {route.origin_station ? (
              <Link to={paths.dashboard.station.getHref(route.origin_station)}>
                {route.origin_station_name}
              </Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('network.routes.destination')}>
            {route.destination_station ? (
              <Link to={paths.dashboard.station.getHref(route.destination_station)}>
                {route.destination_station_name}
              </Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="route-stops-title">
          <h2 id="route-stops-title" className={styles.sectionTitle}>
            {t('network.routes.stopsInOrder', { count: route.route_stops.length })}
          </h2>
          {route.route_stops.length ? (
            <StopList stops={route.route_stops} label={t('network.routes.outbound')} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.routes.noStops')} />
          )}
          {route.return_stops.length ? (
            <>
              <h3 className={viewStyles.subTitle}>{t('network.routes.returnTrip')}</h3>
              <StopList stops={route.return_stops} label={t('network.routes.returnTrip')} />
            </>
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby="route-fares-title">
          <h2 id="route-fares-title" className={styles.sectionTitle}>
            {t('network.pricing.fares')}
          </h2>
          <FaresList fares={route.fares} />
        </section>
      </div>
    </div>
  );
}
