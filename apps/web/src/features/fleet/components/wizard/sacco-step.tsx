import '@/i18n/fleet';
import { vehicleSaccoInputSchema } from '@foleni/contract';
import { Alert, Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaccoChoices } from '../../api/get-sacco-choices';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './wizard.module.css';

type SaccoForm = { sacco?: number };

/**
 * Step 3: the Sacco the vehicle works for; unless the vehicle's `can` lets the account choose
 * any Sacco, only its own (a Sacco account files vehicles under itself).
 */
export function SaccoStep({ vehicle, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaccoForm>();
  const rule = useSchemaRule(vehicleSaccoInputSchema);
  const saccos = useSaccoChoices(!vehicle?.can?.chooseAnySacco);
  const only = saccos.data?.length === 1 ? saccos.data[0]?.id : undefined;

  if (!vehicle) return null;
  return (
    <StepForm<SaccoForm>
      // Remounted once the choices arrive, so a Sacco account's only choice is preselected.
      key={only ?? 'form'}
      form={form}
      initialValues={{ sacco: vehicle.sacco ?? only }}
      toSave={(values) => ({
        step: 3,
        id: vehicle.id,
        body: vehicleSaccoInputSchema.parse(values),
      })}
      fieldFor={(field) => (field === 'sacco' ? ['sacco'] : null)}
      onSaved={onSaved}
      onBack={onBack}
      intro={t('fleet.wizard.sacco.intro')}
    >
      {saccos.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={t('fleet.wizard.sacco.loadFailed')}
          action={
            <Button size="small" onClick={() => saccos.refetch()}>
              {t('fleet.retry')}
            </Button>
          }
        />
      ) : null}
      <Form.Item name="sacco" label={t('fleet.wizard.sacco.label')} rules={[rule('sacco')]}>
        <Select<number>
          loading={saccos.isPending}
          placeholder={t('fleet.wizard.sacco.placeholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={saccos.data?.map((sacco) => ({ value: sacco.id, label: sacco.name }))}
        />
      </Form.Item>
    </StepForm>
  );
}
