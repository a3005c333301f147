import '@/i18n/places';
import {
  PLACE_KINDS,
  PLACE_NAME_MAX,
  type Place,
  type PlaceInput,
  type PlaceKind,
  placeInputSchema,
} from '@foleni/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/number-input';
import { SaveErrorItem } from '@/features/network/components/save-error-alert';
import { serverFieldErrors } from '@/lib/api-error-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSavePlace } from '../api/save-place';
import styles from './places.module.css';

type PlaceFormValues = {
  name: string;
  name_sw?: string | null;
  kind?: PlaceKind;
  latitude?: number | null;
  longitude?: number | null;
  radius_m?: number | null;
};

const FIELDS = ['name', 'name_sw', 'kind', 'latitude', 'longitude', 'radius_m'] as const;

/**
 * The form's values as the contract reads them: an empty box is a missing value. The schema
 * checks them before anything is sent, so the cast only covers a form still being filled in.
 */
function toInput(values: PlaceFormValues): PlaceInput {
  return {
    name: values.name ?? '',
    name_sw: values.name_sw || null,
    kind: values.kind,
    latitude: values.latitude ?? undefined,
    longitude: values.longitude ?? undefined,
    radius_m: values.radius_m ?? undefined,
  } as PlaceInput;
}

type PlaceFormDialogProps = {
  /** The place to edit, 'new' to add one, or null when the dialog is closed. */
  place: Place | 'new' | null;
  onClose: () => void;
};

/**
 * Adds a place to the gazetteer or edits one, in a dialog over the list. Give it a new `key` at
 * each opening, so every opening starts from the place's values.
 */
export function PlaceFormDialog({ place, onClose }: PlaceFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlaceFormValues>();
  const save = useSavePlace();
  const rule = useSchemaRule(placeInputSchema, toInput);
  const editing = place !== null && place !== 'new' ? place : null;

  const submit = (values: PlaceFormValues) => {
    save.mutate(
      { id: editing?.id ?? null, input: toInput(values) },
      {
        onSuccess: () => {
          toast.success(t(editing ? 'messages.places.updated' : 'messages.places.created'));
          onClose();
        },
        onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
      },
    );
  };

  return (
    <Modal
      open={place !== null}
      title={editing ? t('places.editPlace', { name: editing.name }) : t('places.newPlace')}
      okText={editing ? t('places.save') : t('places.create')}
      cancelText={t('places.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlaceFormValues>
        name="place"
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          name_sw: editing?.name_sw ?? '',
          kind: editing?.kind,
          latitude: editing?.latitude ?? null,
          longitude: editing?.longitude ?? null,
          radius_m: editing?.radius_m ?? 1000,
        }}
        onFinish={submit}
      >
        <SaveErrorItem
          save={save}
          title={t('messages.places.saveFailed')}
          fallback={t('places.genericError')}
        />
        <div className={styles.formRow}>
          <Form.Item name="name" label={t('places.name')} rules={[rule('name')]} required>
            <Input maxLength={PLACE_NAME_MAX} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="name_sw"
            label={t('places.nameSw')}
            rules={[rule('name_sw')]}
            extra={t('places.nameSwHint')}
          >
            <Input maxLength={PLACE_NAME_MAX} autoComplete="off" lang="sw" />
          </Form.Item>
        </div>
        <Form.Item name="kind" label={t('places.kind')} rules={[rule('kind')]} required>
          <Select<PlaceKind>
            placeholder={t('places.kindPlaceholder')}
            options={optionsOf(PLACE_KINDS, (kind) => t(`places.kinds.${kind}`))}
          />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item
            name="latitude"
            label={t('places.latitude')}
            rules={[rule('latitude')]}
            extra={t('places.coordinatesHint')}
            required
          >
            <NumberInput className={styles.fullWidth} step={0.0001} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="longitude"
            label={t('places.longitude')}
            rules={[rule('longitude')]}
            required
          >
            <NumberInput className={styles.fullWidth} step={0.0001} inputMode="decimal" />
          </Form.Item>
        </div>
        <Form.Item
          name="radius_m"
          label={t('places.radius')}
          rules={[rule('radius_m')]}
          extra={t('places.radiusHint')}
          required
        >
          <NumberInput className={styles.fullWidth} step={100} suffix="m" inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
