import '@/i18n/network';
import { EditOutlined } from '@ant-design/icons';
import type { Region } from '@foleni/contract';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from '../network.module.css';
import { RecordStatusTag } from '../record-status-tag';
import { ArchiveButton } from '../row-actions';
import { StationsTable } from '../stations/stations-table';
import { useRegionStatusConfirm } from './use-region-status-confirm';

type RegionViewProps = {
  region: Region;
  /** The caller may edit stations at all (the stations' actions column). */
  stationActions: boolean;
};

/** A region's details and its stations; admins edit or archive it here, as its `can` says. */
export function RegionView({ region, stationActions }: RegionViewProps) {
  const { t } = useTranslation();
  const { confirmStatus, modalHolder } = useRegionStatusConfirm();

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      {region.can?.edit || region.can?.archive ? (
        <Space wrap>
          {region.can.edit ? (
            <ButtonLink
              type="primary"
              icon={<EditOutlined />}
              to={paths.dashboard.editRegion.getHref(region.id)}
            >
              {t('network.common.edit')}
            </ButtonLink>
          ) : null}
          {region.can.archive ? (
            <ArchiveButton status={region.status} onClick={() => confirmStatus(region)} />
          ) : null}
        </Space>
      ) : null}
      <section className={styles.section} aria-labelledby="region-details-title">
        <h2 id="region-details-title" className={styles.sectionTitle}>
          {t('network.regions.details')}
        </h2>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('network.regions.description')}>
            {region.description || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('network.regions.stationCount')}>
            {region.station_count}
          </Descriptions.Item>
          <Descriptions.Item label={t('network.common.status')}>
            <RecordStatusTag status={region.status} />
          </Descriptions.Item>
        </Descriptions>
      </section>
      <section aria-labelledby="region-stations-title">
        <h2 id="region-stations-title" className={styles.sectionTitle}>
          {t('network.regions.stations')}
        </h2>
        <StationsTable withActions={stationActions} regionId={region.id} />
      </section>
    </div>
  );
}
