import '@/i18n/places';
import { EditOutlined } from '@ant-design/icons';
import type { Place } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { nameColumn } from '@/components/tables/columns';
import recordText from '@/components/ui/record-text.module.css';
import { RecordList, type RecordListTexts } from '@/features/network/components/record-list';
import { readRecordFilters } from '@/features/network/components/record-status-filter';
import { ArchiveRowAction, RowActionButton } from '@/features/network/components/row-actions';
import { useStatusConfirm } from '@/features/network/components/use-status-confirm';
import { useListParams } from '@/lib/use-list-params';
import { usePlaces } from '../api/get-places';
import { useSetPlaceStatus } from '../api/set-place-status';
import { PlaceKindTag } from './place-kind-tag';
import styles from './places.module.css';

const TEXTS: RecordListTexts = {
  list: 'places.list',
  total: 'places.total',
  search: 'places.search',
  empty: 'places.empty',
  loadFailed: 'messages.places.fetchFailed',
  fallback: 'places.genericError',
  fetched: 'messages.places.fetched',
};

/** OpenStreetMap centred on the place, to check its pin against the map. */
function mapHref(place: Place): string {
  const { latitude: lat, longitude: lon } = place;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}

type PlacesTableProps = {
  /** Opens the form on a place. */
  onEdit: (place: Place) => void;
};

/** /dashboard/places: the gazetteer, paged by the server; the admin edits and archives places. */
export function PlacesTable({ onEdit }: PlacesTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readRecordFilters);
  const places = usePlaces(filter);
  const { confirmStatus, modalHolder } = useStatusConfirm<Place>(
    useSetPlaceStatus().mutateAsync,
    (place, archive) => ({
      title: t(archive ? 'places.archiveTitle' : 'places.restoreTitle', { name: place.name }),
      body: archive ? t('places.archiveBody') : null,
      done: t(archive ? 'messages.places.archived' : 'messages.places.restored'),
      fallback: t('places.genericError'),
    }),
  );
  const metres = (value: number) => t('places.metres', { value: formatAmount(value) });

  const actions = (place: Place, iconOnly = false) => (
    <Space size={4} wrap={!iconOnly}>
      <RowActionButton
        icon={<EditOutlined />}
        text={t('network.common.edit')}
        label={t('network.common.editNamed', { name: place.name })}
        iconOnly={iconOnly}
        onClick={() => onEdit(place)}
      />
      <ArchiveRowAction
        status={place.status}
        name={place.name}
        iconOnly={iconOnly}
        onClick={() => confirmStatus(place)}
      />
    </Space>
  );

  const names = (place: Place) => (
    <span className={styles.name}>
      <span className={styles.primary}>{place.name}</span>
      {place.name_sw ? (
        <span className={recordText.secondary} lang="sw">
          {place.name_sw}
        </span>
      ) : null}
    </span>
  );

  const centre = (place: Place) => (
    <a
      className={styles.coordinates}
      href={mapHref(place)}
      target="_blank"
      rel="noreferrer"
      aria-label={t('places.showOnMap', { name: place.name })}
    >
      {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
    </a>
  );

  const columns: ColumnsType<Place> = [
    nameColumn(t('places.name'), names),
    {
      key: 'kind',
      title: t('places.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: Place['kind']) => <PlaceKindTag status={kind} />,
    },
    {
      key: 'centre',
      title: t('places.coordinates'),
      width: 190,
      render: (_, place) => centre(place),
    },
    {
      key: 'radius',
      title: t('places.radius'),
      dataIndex: 'radius_m',
      width: 120,
      align: 'right',
      sorter: (a, b) => a.radius_m - b.radius_m,
      render: (radius: number) => metres(radius),
    },
  ];

  return (
    <RecordList<Place>
      query={places}
      filter={filter}
      setFilter={setFilter}
      texts={TEXTS}
      above={modalHolder}
      columns={columns}
      actions={actions}
      actionsColumn
      cardTitle={names}
      cardDetails={(place) => (
        <>
          <Space size={8} wrap>
            <PlaceKindTag status={place.kind} />
            <span className={recordText.secondary}>
              {t('places.radius')}: {metres(place.radius_m)}
            </span>
          </Space>
          <span className={recordText.secondary}>{centre(place)}</span>
        </>
      )}
    />
  );
}
