import '@/i18n/fleet';
import { ReloadOutlined } from '@ant-design/icons';
import {
  VEHICLE_STATUSES,
  type VehicleListItem as Vehicle,
  type VehicleStatus,
} from '@foleni/contract';
import { Alert, Button, Empty, Grid, Input, Pagination, Select, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { useListParams } from '@/lib/use-list-params';
import { useSaccoChoices } from '../api/get-sacco-choices';
import { useVehicles } from '../api/get-vehicles';
import { formatDate } from '../format-date';
import styles from './fleet-list.module.css';
import { VehicleStatusTag } from './vehicle-status-tag';

const PAGE_SIZES = [10, 20, 50, 100];

function isStatus(value: string | null): value is VehicleStatus {
  return VEHICLE_STATUSES.includes(value as VehicleStatus);
}

/** The list's page and filters live in the address (?p=&p_size=&status=&sacco=&search=). */
function readFilters(params: URLSearchParams) {
  const status = params.get('status');
  const sacco = Number(params.get('sacco'));
  return {
    status: isStatus(status) ? status : undefined,
    sacco: Number.isInteger(sacco) && sacco > 0 ? sacco : undefined,
    search: params.get('search') ?? undefined,
  };
}

const makeModel = (vehicle: Vehicle) =>
  [vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—';

/**
 * /dashboard/vehicles: the vehicles the account may see, paged by the server, filtered by state,
 * Sacco (for staff, who see every Sacco's) and plate. Vehicles waiting for approval stand out.
 */
export function VehiclesTable({ saccoFilter }: { saccoFilter: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const vehicles = useVehicles(filter);
  const saccos = useSaccoChoices(false, saccoFilter);
  const [searchText, setSearchText] = useState(filter.search ?? '');
  // Below 768 px the vehicles are cards rather than a table.
  const compact = Grid.useBreakpoint().md === false;

  const filtered = Boolean(filter.status || filter.sacco || filter.search);
  const empty = vehicles.isPending ? (
    ' '
  ) : (
    <Empty description={filtered ? t('fleet.vehicles.emptyFiltered') : t('fleet.vehicles.empty')} />
  );
  const changePage = (page: number, pageSize: number) =>
    setFilter(pageSize === filter.pageSize ? { page } : { page: 1, pageSize });
  const ownerNames = (vehicle: Vehicle) =>
    vehicle.owner_names.join(', ') || t('fleet.vehicles.noOwnersYet');
  const plateLink = (vehicle: Vehicle) => (
    <Link className={styles.plate} to={paths.dashboard.vehicle.getHref(vehicle.id)}>
      {vehicle.plate}
    </Link>
  );

  const columns: ColumnsType<Vehicle> = [
    { key: 'plate', title: t('fleet.vehicles.plate'), width: 130, render: (_, v) => plateLink(v) },
    { key: 'makeModel', title: t('fleet.vehicles.makeModel'), render: (_, v) => makeModel(v) },
    {
      key: 'sacco',
      title: t('fleet.vehicles.sacco'),
      dataIndex: 'sacco_name',
      render: (name: string | null) => name ?? '—',
    },
    {
      key: 'owners',
      title: t('fleet.vehicles.owners'),
      render: (_, vehicle) => ownerNames(vehicle),
    },
    {
      key: 'status',
      title: t('fleet.vehicles.status'),
      dataIndex: 'status',
      width: 190,
      render: (status: VehicleStatus) => <VehicleStatusTag status={status} />,
    },
    {
      key: 'created',
      title: t('fleet.vehicles.created'),
      dataIndex: 'created_at',
      width: 130,
      render: (at: string) => formatDate(at),
    },
  ];

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          aria-label={t('fleet.vehicles.search')}
          placeholder={t('fleet.vehicles.searchPlaceholder')}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setFilter({ search: value.trim() || undefined })}
        />
        <Select<VehicleStatus>
          className={styles.filter}
          aria-label={t('fleet.vehicles.statusFilter')}
          placeholder={t('fleet.vehicles.allStatuses')}
          allowClear
          value={filter.status}
          onChange={(status) => setFilter({ status })}
          options={VEHICLE_STATUSES.map((status) => ({
            value: status,
            label: t(`fleet.statuses.${status}`),
          }))}
        />
        {saccoFilter ? (
          <Select<number>
            className={styles.filter}
            aria-label={t('fleet.vehicles.saccoFilter')}
            placeholder={t('fleet.vehicles.allSaccos')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={saccos.isPending}
            value={filter.sacco}
            onChange={(sacco) => setFilter({ sacco })}
            options={saccos.data?.map((sacco) => ({ value: sacco.id, label: sacco.name }))}
          />
        ) : null}
        <span className={styles.count} aria-live="polite">
          {vehicles.data ? t('fleet.vehicles.total', { count: vehicles.data.count }) : null}
        </span>
      </div>

      {vehicles.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('fleet.vehicles.loadFailed')}
          description={refusalText(t, vehicles.error, t('messages.login.modalFallback'))}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => vehicles.refetch()}>
              {t('fleet.retry')}
            </Button>
          }
        />
      ) : compact ? (
        <Spin spinning={vehicles.isFetching}>
          {vehicles.data?.results.length ? (
            <ul className={styles.cards} aria-label={t('fleet.vehicles.title')}>
              {vehicles.data.results.map((vehicle) => (
                <li
                  key={vehicle.id}
                  className={
                    vehicle.status === 'pending_approval'
                      ? `${styles.card} ${styles.waiting}`
                      : styles.card
                  }
                >
                  <div className={styles.cardHead}>
                    {plateLink(vehicle)}
                    <VehicleStatusTag status={vehicle.status} />
                  </div>
                  <span>{makeModel(vehicle)}</span>
                  <span className={styles.meta}>
                    {vehicle.sacco_name ?? '—'} · {formatDate(vehicle.created_at)}
                  </span>
                  <span className={styles.meta}>{ownerNames(vehicle)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.emptyBox}>{empty}</div>
          )}
          <Pagination
            className={styles.pagination}
            simple
            current={filter.page}
            pageSize={filter.pageSize}
            total={vehicles.data?.count ?? 0}
            onChange={changePage}
            aria-label={t('fleet.vehicles.pagination')}
          />
        </Spin>
      ) : (
        <Table<Vehicle>
          rowKey="id"
          columns={columns}
          dataSource={vehicles.data?.results ?? []}
          loading={vehicles.isFetching}
          rowClassName={(vehicle) =>
            vehicle.status === 'pending_approval' ? (styles.waiting ?? '') : ''
          }
          scroll={{ x: 900 }}
          locale={{ emptyText: empty }}
          pagination={{
            current: filter.page,
            pageSize: filter.pageSize,
            total: vehicles.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            hideOnSinglePage: false,
            onChange: changePage,
          }}
        />
      )}
    </div>
  );
}
