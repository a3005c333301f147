import '@/i18n/network';
import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import type { StationDetail } from '@foleni/contract';
import { Descriptions, Empty, Space, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from '../network.module.css';
import { RecordStatusTag } from '../record-status-tag';
import { ArchiveButton } from '../row-actions';
import { StationAdmins } from './station-admins';
import { useStationStatusConfirm } from './use-station-status-confirm';

type StationRoute = StationDetail['routes'][number];

/**
 * A station's details, its queue now, where it is, the routes that serve it and its admins;
 * the actions its `can` allows.
 */
export function StationView({ station }: { station: StationDetail }) {
  const { t } = useTranslation();
  const { confirmStatus, modalHolder } = useStationStatusConfirm();
  const located = station.latitude !== null && station.longitude !== null;

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <Space wrap>
        {station.can?.edit ? (
          <ButtonLink
            type="primary"
            icon={<EditOutlined />}
            to={paths.dashboard.editStation.getHref(station.id)}
          >
            {t('network.common.edit')}
          </ButtonLink>
        ) : null}
        {station.can?.archive ? (
          <ArchiveButton status={station.status} onClick={() => confirmStatus(station)} />
        ) : null}
        <ButtonLink icon={<ExportOutlined />} to={paths.station.getHref(station.id)}>
          {t('network.common.publicPage')}
        </ButtonLink>
      </Space>

      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="station-details-title">
          <h2 id="station-details-title" className={styles.sectionTitle}>
            {t('network.stations.details')}
          </h2>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('network.stations.region')}>
              {station.region_id ? (
                <Link to={paths.dashboard.region.getHref(station.region_id)}>
                  {station.region_name}
                </Link>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('network.stations.address')}>
              {station.address || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('network.stations.capacity')}>
              {station.capacity ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('network.common.status')}>
              <RecordStatusTag status={station.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('network.stations.location')}>
              {located ? (
                <a
                  href={`https://www.openstreetmap.org/?mlat=${station.latitude}&mlon=${station.longitude}#map=17/${station.latitude}/${station.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {station.latitude?.toFixed(5)}, {station.longitude?.toFixed(5)}{' '}
                  <ExportOutlined aria-hidden="true" />
                </a>
              ) : (
                t('network.stations.noLocation')
              )}
            </Descriptions.Item>
          </Descriptions>
        </section>
        <section className={styles.section} aria-labelledby="station-queue-title">
          <h2 id="station-queue-title" className={styles.sectionTitle}>
            {t('network.stations.queueNow')}
          </h2>
          <Statistic
            value={station.queue_length}
            suffix={t('network.stations.vehicles', { count: station.queue_length })}
          />
          <p className={styles.muted}>
            {t('network.stations.routesCount', { count: station.route_count })}
          </p>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="station-routes-title">
        <h2 id="station-routes-title" className={styles.sectionTitle}>
          {t('network.stations.routes')}
        </h2>
        <Table<StationRoute>
          rowKey="id"
          size="small"
          pagination={station.routes.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 'max-content' }}
          dataSource={station.routes}
          locale={{ emptyText: <Empty description={t('network.stations.noRoutes')} /> }}
          columns={[
            {
              key: 'code',
              title: t('network.routes.code'),
              dataIndex: 'route_id',
              render: (code: string) => <span className={styles.code}>{code}</span>,
            },
            {
              key: 'name',
              title: t('network.routes.name'),
              render: (_, route) => (
                <Link to={paths.dashboard.route.getHref(route.id)}>{route.route_name}</Link>
              ),
            },
            {
              key: 'sacco',
              title: t('network.routes.sacco'),
              dataIndex: 'sacco_name',
              render: (name: string | null) => name ?? '—',
            },
            {
              key: 'queue',
              title: t('network.stations.queueLength'),
              dataIndex: 'queue_length',
              align: 'right',
            },
          ]}
        />
      </section>

      {station.can?.viewAdmins ? (
        <section className={styles.section} aria-labelledby="station-admins-title">
          <h2 id="station-admins-title" className={styles.sectionTitle}>
            {t('network.stations.admins')}
          </h2>
          <StationAdmins stationId={station.id} canManage={station.can.manageAdmins} />
        </section>
      ) : null}
    </div>
  );
}
