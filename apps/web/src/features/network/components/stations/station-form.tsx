import '@/i18n/network';
import {
  RECORD_STATUSES,
  type Station,
  type StationInput,
  stationInputSchema,
} from '@foleni/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { NumberInput } from '@/components/ui/number-input';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/api-error-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaveStation } from '../../api/save-station';
import styles from '../network.module.css';
import { RegionSelect } from '../region-select';
import { SaveErrorItem } from '../save-error-alert';

type StationFormValues = {
  name: string;
  region_id?: number;
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  capacity?: number | null;
  status: Station['status'];
};

const FIELDS = [
  'name',
  'region_id',
  'latitude',
  'longitude',
  'address',
  'capacity',
  'status',
] as const;

const toInput = (values: StationFormValues): StationInput =>
  ({
    name: values.name,
    // Left out when empty, so the schema answers with "Please select a region!".
    ...(values.region_id ? { region_id: values.region_id } : {}),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    address: values.address || null,
    capacity: values.capacity ?? null,
    status: values.status,
  }) as StationInput;

/** Creates a station (no `station`) or edits one; goes to the station's page when saved. */
export function StationForm({ station }: { station?: Station }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<StationFormValues>();
  const save = useSaveStation();
  const rule = useSchemaRule(stationInputSchema, toInput);

  const submit = (values: StationFormValues) =>
    save.mutate(
      { id: station?.id ?? null, input: toInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(t(station ? 'network.stations.updated' : 'network.stations.created'));
          navigate(paths.dashboard.station.getHref(saved.id));
        },
        onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
      },
    );

  return (
    <Form<StationFormValues>
      form={form}
      className={styles.form}
      layout="vertical"
      initialValues={{
        name: station?.name ?? '',
        region_id: station?.region_id ?? undefined,
        latitude: station?.latitude ?? null,
        longitude: station?.longitude ?? null,
        address: station?.address ?? '',
        capacity: station?.capacity ?? null,
        status: station?.status ?? 'active',
      }}
      onFinish={submit}
    >
      <SaveErrorItem save={save} title={t('network.stations.saveFailed')} />
      <Form.Item name="name" label={t('network.stations.name')} rules={[rule('name')]} required>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="region_id"
        label={t('network.stations.region')}
        rules={[rule('region_id')]}
        required
      >
        <RegionSelect id="region_id" selectedName={station?.region_name} />
      </Form.Item>
      <div className={styles.formRow}>
        <Form.Item
          name="latitude"
          label={t('network.stations.latitude')}
          rules={[rule('latitude')]}
          extra={t('network.stations.coordinatesHint')}
        >
          <NumberInput className={styles.fullWidth} step={0.0001} />
        </Form.Item>
        <Form.Item
          name="longitude"
          label={t('network.stations.longitude')}
          rules={[rule('longitude')]}
        >
          <NumberInput className={styles.fullWidth} step={0.0001} />
        </Form.Item>
      </div>
      <Form.Item name="address" label={t('network.stations.address')} rules={[rule('address')]}>
        <Input maxLength={300} />
      </Form.Item>
      <div className={styles.formRow}>
        <Form.Item
          name="capacity"
          label={t('network.stations.capacity')}
          rules={[rule('capacity')]}
          extra={t('network.stations.capacityHint')}
        >
          <NumberInput className={styles.fullWidth} />
        </Form.Item>
        <Form.Item name="status" label={t('network.common.status')}>
          <Select
            options={optionsOf(RECORD_STATUSES, (status) => t(`network.statuses.${status}`))}
          />
        </Form.Item>
      </div>
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(station ? 'network.common.save' : 'network.stations.create')}
        </Button>
        <ButtonLink
          to={
            station
              ? paths.dashboard.station.getHref(station.id)
              : paths.dashboard.stations.getHref()
          }
        >
          {t('network.common.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
