import '@/i18n/fleet';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MANAGER_RELATIONS,
  type ManagerRelation,
  type VehicleManagersInput,
  vehicleManagersInputSchema,
} from '@foleni/contract';
import { Button, Form, Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverChoices } from '../../api/get-driver-choices';
import { useSchemaPathRule } from '../../hooks/use-schema-path-rule';
import { InviteRows } from './invite-rows';
import { apiFieldPath, type InviteRow, inviteInput } from './person-input';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './wizard.module.css';

type DriverRow = { user_id?: number; relation: ManagerRelation };
type ManagersForm = {
  drivers?: DriverRow[];
  invites?: (InviteRow & { relation: ManagerRelation })[];
};

/** The contract's `managers`: the invitations first (row i is managers[i]), then the accounts. */
function toManagersInput(values: ManagersForm): VehicleManagersInput {
  return {
    managers: [
      ...(values.invites ?? []).map((row) => ({ ...inviteInput(row), relation: row.relation })),
      ...(values.drivers ?? []).map((row) =>
        row.user_id === undefined
          ? { relation: row.relation }
          : { user_id: row.user_id, relation: row.relation },
      ),
    ],
  };
}

/** Step 4: the drivers and conductors, chosen among the Sacco's drivers or invited. */
export function ManagersStep({ vehicle, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ManagersForm>();
  const rule = useSchemaPathRule(vehicleManagersInputSchema, toManagersInput);
  const drivers = useDriverChoices(vehicle?.sacco ?? undefined);
  const inviteCount = Form.useWatch('invites', form)?.length ?? 0;

  const choices = new Map<number, string>();
  for (const person of [...(vehicle?.managers ?? []), ...(drivers.data?.results ?? [])]) {
    if (!choices.has(person.id)) choices.set(person.id, `${person.name} · ${person.email}`);
  }
  const relationOptions = MANAGER_RELATIONS.map((relation) => ({
    value: relation,
    label: t(`fleet.relations.${relation}`),
  }));

  const fieldFor = useCallback(
    (apiField: string) => {
      const [, index, name] = apiFieldPath(apiField);
      if (typeof index !== 'number') return null;
      const invites = form.getFieldValue('invites')?.length ?? 0;
      return index < invites
        ? ['invites', index, String(name)]
        : ['drivers', index - invites, 'user_id'];
    },
    [form],
  );

  if (!vehicle) return null;
  return (
    <StepForm<ManagersForm>
      form={form}
      initialValues={{
        drivers: vehicle.managers.map((manager) => ({
          user_id: manager.id,
          relation: manager.relation,
        })),
        invites: [],
      }}
      toSave={(values) => ({ step: 4, id: vehicle.id, body: toManagersInput(values) })}
      fieldFor={fieldFor}
      onSaved={onSaved}
      onBack={onBack}
      intro={t('fleet.wizard.managers.intro')}
      choicesFailed={drivers.isError ? t('fleet.wizard.managers.loadFailed') : null}
    >
      <h3 className={styles.subheading}>{t('fleet.wizard.managers.existing')}</h3>
      <Form.List name="drivers">
        {(rows, { add, remove }) => (
          <div className={styles.rows}>
            {rows.map((row, index) => (
              <div key={row.key} className={styles.driverRow}>
                <Form.Item
                  className={styles.driverSelect}
                  name={[row.name, 'user_id']}
                  label={t('fleet.wizard.managers.driver')}
                  // The contract reports a row naming nobody at its e-mail.
                  rules={[rule(['managers', inviteCount + index, 'email'])]}
                >
                  <Select<number>
                    loading={drivers.isPending}
                    placeholder={t('fleet.wizard.managers.driverPlaceholder')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={[...choices].map(([value, label]) => ({ value, label }))}
                  />
                </Form.Item>
                <Form.Item
                  className={styles.relationSelect}
                  name={[row.name, 'relation']}
                  label={t('fleet.wizard.managers.relation')}
                >
                  <Select<ManagerRelation> options={relationOptions} />
                </Form.Item>
                <Button
                  className={styles.removeDriver}
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('fleet.wizard.people.remove')}
                  onClick={() => remove(row.name)}
                />
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ relation: 'driver' })}>
              {t('fleet.wizard.managers.addExisting')}
            </Button>
          </div>
        )}
      </Form.List>
      <h3 className={styles.subheading}>{t('fleet.wizard.managers.invite')}</h3>
      <InviteRows
        name="invites"
        addLabel={t('fleet.wizard.managers.addInvite')}
        newRow={{ relation: 'driver' }}
        rule={(index, field) => rule(['managers', index, field])}
        extra={(index) => (
          <Form.Item name={[index, 'relation']} label={t('fleet.wizard.managers.relation')}>
            <Select<ManagerRelation> className={styles.relationSelect} options={relationOptions} />
          </Form.Item>
        )}
      />
    </StepForm>
  );
}
