import '@/i18n/network';
import { DollarOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import type { RouteDetail, RouteServiceBand, TimedRouteStop } from '@foleni/contract';
import { Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import {
  bandName,
  defaultBandOf,
  formatDuration,
  formatTripTime,
  sameBands,
} from '../../lib/route-times';
import styles from '../network.module.css';
import { RecordStatusTag } from '../record-status-tag';
import { ArchiveButton } from '../row-actions';
import { FaresList } from './fares-list';
import viewStyles from './route-view.module.css';
import { useRouteStatusConfirm } from './use-route-status-confirm';

type RouteViewProps = {
  route: RouteDetail;
  canEdit: boolean;
  canArchive: boolean;
  canPrice: boolean;
};

function StopList({ stops, label }: { stops: readonly TimedRouteStop[]; label: string }) {
  const { t } = useTranslation();
  const last = stops.at(-1);
  return (
    <>
      <ol className={viewStyles.stops} aria-label={label}>
        {stops.map((stop, index) => (
          <li key={stop.id} className={viewStyles.stop}>
            <span className={viewStyles.position} aria-hidden="true">
              {index + 1}
            </span>
            <span className={viewStyles.stopText}>
              <span className={viewStyles.stopLine}>
                <span className={viewStyles.stopName} data-testid="route-view-stop">
                  {stop.name}
                </span>
                {stop.station_id !== null ? (
                  <Link to={paths.dashboard.station.getHref(stop.station_id)}>
                    <Tag color="green">{t('network.stops.station')}</Tag>
                  </Link>
                ) : null}
              </span>
              {stop.travel_s !== null ? (
                <span className={viewStyles.travel} data-testid="route-view-travel">
                  {t('network.times.afterPrevious', { time: formatDuration(t, stop.travel_s) })}
                </span>
              ) : null}
            </span>
            {index > 0 ? (
              <span
                className={viewStyles.offset}
                title={t('network.times.offsetLabel', {
                  time: formatTripTime(t, stop.arrival_offset_s),
                })}
              >
                {t('network.times.offset', { time: formatTripTime(t, stop.arrival_offset_s) })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {last && stops.length > 1 ? (
        <p className={viewStyles.tripTime}>
          {t('network.times.tripTime', { time: formatTripTime(t, last.arrival_offset_s) })}
        </p>
      ) : null}
    </>
  );
}

function BandList({ bands, label }: { bands: readonly RouteServiceBand[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={viewStyles.bands} aria-label={label}>
      {bands.map((band, index) => (
        <li key={`${band.start}-${band.end}`} className={viewStyles.band}>
          <span className={viewStyles.bandName}>
            {bandName(t, band, index)}
            {defaultBandOf(band)?.peak ? (
              <Tag color="orange">{t('network.service.peak')}</Tag>
            ) : null}
          </span>
          <span className={viewStyles.bandHours}>
            {t('network.service.hours', { start: band.start, end: band.end })}
          </span>
          <span className={viewStyles.headway} data-testid="route-view-headway">
            {band.headway_min === null
              ? t('network.service.oneRun', { time: band.start })
              : t('network.service.every', { count: band.headway_min })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Each trip's time bands; once when both trips run the same. */
function ServiceList({ services }: { services: RouteDetail['services'] }) {
  const { t } = useTranslation();
  const [outbound, back] = services;
  if (!outbound) return null;
  if (!back || sameBands(outbound.bands, back.bands)) {
    return <BandList bands={outbound.bands} label={t('network.service.bandsLabel')} />;
  }
  return (
    <>
      <h3 className={viewStyles.subTitle}>{t('network.service.outbound')}</h3>
      <BandList bands={outbound.bands} label={t('network.service.outbound')} />
      <h3 className={viewStyles.subTitle}>{t('network.service.returnTrip')}</h3>
      <BandList bands={back.bands} label={t('network.service.returnTrip')} />
    </>
  );
}

/**
 * A route's details, its stops in order with their times, its service and its fares, with the
 * actions the account may take.
 */
export function RouteView({ route, canEdit, canArchive, canPrice }: RouteViewProps) {
  const { t } = useTranslation();
  const { confirmStatus, modalHolder } = useRouteStatusConfirm();

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
        {canArchive ? (
          <ArchiveButton status={route.status} onClick={() => confirmStatus(route)} />
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
        <div className={viewStyles.sideColumn}>
          <section className={styles.section} aria-labelledby="route-service-title">
            <h2 id="route-service-title" className={styles.sectionTitle}>
              {t('network.service.title')}
            </h2>
            <ServiceList services={route.services} />
          </section>
          <section className={styles.section} aria-labelledby="route-fares-title">
            <h2 id="route-fares-title" className={styles.sectionTitle}>
              {t('network.pricing.fares')}
            </h2>
            <FaresList fares={route.fares} />
          </section>
        </div>
      </div>
    </div>
  );
}
