import '@/i18n/fleet';
import { type VehicleDetailsInput, vehicleDetailsInputSchema } from '@foleni/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/number-input';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './wizard.module.css';

const FIELDS = ['plate', 'make', 'model', 'year', 'seats', 'colour'] as const;

/** Step 1: what the vehicle is. Saving it the first time creates the draft. */
export function DetailsStep({ vehicle, onSaved }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VehicleDetailsInput>();
  const rule = useSchemaRule(vehicleDetailsInputSchema);
  const optional = <span className={styles.optional}>{t('fleet.optional')}</span>;

  return (
    <StepForm<VehicleDetailsInput>
      form={form}
      initialValues={
        vehicle
          ? {
              plate: vehicle.plate,
              make: vehicle.make ?? '',
              model: vehicle.model ?? '',
              year: vehicle.year ?? undefined,
              seats: vehicle.seats ?? undefined,
              colour: vehicle.colour ?? '',
            }
          : { seats: 14 }
      }
      toSave={(values) => ({
        step: 1,
        id: vehicle?.id ?? null,
        body: vehicleDetailsInputSchema.parse(values),
      })}
      fieldFor={(field) => ((FIELDS as readonly string[]).includes(field) ? [field] : null)}
      onSaved={onSaved}
      intro={t('fleet.wizard.details.intro')}
    >
      <Form.Item name="plate" label={t('fleet.wizard.details.plate')} rules={[rule('plate')]}>
        <Input
          placeholder={t('fleet.wizard.details.platePlaceholder')}
          autoComplete="off"
          className={styles.plateInput}
          maxLength={20}
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="make" label={t('fleet.wizard.details.make')} rules={[rule('make')]}>
          <Input placeholder={t('fleet.wizard.details.makePlaceholder')} maxLength={60} />
        </Form.Item>
        <Form.Item name="model" label={t('fleet.wizard.details.model')} rules={[rule('model')]}>
          <Input placeholder={t('fleet.wizard.details.modelPlaceholder')} maxLength={60} />
        </Form.Item>
      </div>
      <div className={styles.pair}>
        <Form.Item name="year" label={t('fleet.wizard.details.year')} rules={[rule('year')]}>
          <NumberInput className={styles.number} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="seats" label={t('fleet.wizard.details.seats')} rules={[rule('seats')]}>
          <NumberInput className={styles.number} inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item
        name="colour"
        label={
          <>
            {t('fleet.wizard.details.colour')} {optional}
          </>
        }
        rules={[rule('colour')]}
      >
        <Input placeholder={t('fleet.wizard.details.colourPlaceholder')} maxLength={40} />
      </Form.Item>
    </StepForm>
  );
}
