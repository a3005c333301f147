import '@/i18n/fleet';
import {
  VEHICLE_STATUSES,
  type VehicleListItem as Vehicle,
  type VehicleStatus,
} from '@foleni/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFilter } from '@/components/ui/list-toolbar';
import { groupTexts, ListView } from '@/components/ui/list-view';
import { paths } from '@/config/paths';
import { formatInNairobi } from '@/lib/dates';
import { oneOf, positiveId } from '@/lib/list-filters';
import { optionsOf } from '@/lib/select-options';
import { useListParams } from '@/lib/use-list-params';
import { useSaccoChoices } from '../api/get-sacco-choices';
import { useVehicles } from '../api/get-vehicles';
import styles from './fleet-list.module.css';
import { VehicleStatusTag } from './vehicle-status-tag';

const GROUP = 'fleet.vehicles';
const TEXTS = groupTexts(GROUP, {
  fallback: 'messages.login.modalFallback',
  search: 'fleet.vehicles.search',
  searchPlaceholder: 'fleet.vehicles.searchPlaceholder',
});

/** The list's page and filters live in the address (?p=&p_size=&status=&sacco=&search=). */
function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(VEHICLE_STATUSES, params.get('status')),
    sacco: positiveId(params.get('sacco')),
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
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const vehicles = useVehicles(filter);
  const saccos = useSaccoChoices(false, saccoFilter);

  const filtered = Boolean(filter.status || filter.sacco || filter.search);
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
      render: (at: string) => formatInNairobi(at, i18n.language, 'date'),
    },
  ];

  return (
    <div className={styles.wrapper}>
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={vehicles}
        columns={columns}
        empty={filtered ? t('fleet.vehicles.emptyFiltered') : t('fleet.vehicles.empty')}
        rowClassName={(vehicle) =>
          vehicle.status === 'pending_approval' ? (styles.waiting ?? '') : ''
        }
        cardHead={(vehicle) => (
          <>
            {plateLink(vehicle)}
            <VehicleStatusTag status={vehicle.status} />
          </>
        )}
        renderCard={(vehicle) => (
          <>
            <span>{makeModel(vehicle)}</span>
            <span className={styles.meta}>
              {vehicle.sacco_name ?? '—'} ·{' '}
              {formatInNairobi(vehicle.created_at, i18n.language, 'date')}
            </span>
            <span className={styles.meta}>{ownerNames(vehicle)}</span>
          </>
        )}
      >
        <ListFilter
          group={GROUP}
          kind="status"
          options={optionsOf(VEHICLE_STATUSES, (status) => t(`fleet.statuses.${status}`))}
        />
        {saccoFilter ? (
          <ListFilter
            group={GROUP}
            kind="sacco"
            showSearch={{ optionFilterProp: 'label' }}
            loading={saccos.isPending}
            options={saccos.data?.map((sacco) => ({ value: sacco.id, label: sacco.name }))}
          />
        ) : null}
      </ListView>
    </div>
  );
}
