import '@/i18n/fleet';
import { type VehicleOwnersInput, vehicleOwnersInputSchema } from '@foleni/contract';
import { Form, Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useOwnersInSacco } from '../../api/get-owners-in-sacco';
import { useSchemaPathRule } from '../../hooks/use-schema-path-rule';
import { InviteRows } from './invite-rows';
import { apiFieldPath, type InviteRow, inviteInput } from './person-input';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './wizard.module.css';

type OwnersForm = { owner_ids?: number[]; invites?: InviteRow[] };

/** The contract's `owners`: the invitations first (so row i is owners[i]), then the accounts. */
function toOwnersInput(values: OwnersForm): VehicleOwnersInput {
  return {
    owners: [
      ...(values.invites ?? []).map(inviteInput),
      ...(values.owner_ids ?? []).map((user_id) => ({ user_id })),
    ],
  };
}

/**
 * Step 2: the owners, chosen among the Sacco's owner accounts or invited by e-mail and phone;
 * `mayOwn`: the signed-in account may be one of them (GET user/'s `vehicle.own`).
 */
export function OwnersStep({ vehicle, onSaved, onBack, mayOwn }: StepProps & { mayOwn: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<OwnersForm>();
  const rule = useSchemaPathRule(vehicleOwnersInputSchema, toOwnersInput);
  const owners = useOwnersInSacco();

  // The Sacco's owners, the vehicle's (an invited owner joins a Sacco only at step 3) and you,
  // when your account is one the step takes as an owner.
  const self = mayOwn ? user : null;
  const choices = new Map<number, string>();
  if (self) choices.set(self.id, t('fleet.wizard.owners.you', { name: self.name }));
  for (const person of [...(vehicle?.owners ?? []), ...(owners.data ?? [])]) {
    if (!choices.has(person.id)) choices.set(person.id, `${person.name} · ${person.email}`);
  }
  const saved = vehicle?.owners.map((owner) => owner.id) ?? [];
  const initialIds = saved.length ? saved : self ? [self.id] : [];

  const fieldFor = useCallback(
    (apiField: string) => {
      const [, index, name] = apiFieldPath(apiField);
      if (typeof index !== 'number') return null;
      const inviteCount = form.getFieldValue('invites')?.length ?? 0;
      return index < inviteCount ? ['invites', index, String(name)] : ['owner_ids'];
    },
    [form],
  );

  if (!vehicle) return null;
  return (
    <StepForm<OwnersForm>
      form={form}
      initialValues={{ owner_ids: initialIds, invites: [] }}
      toSave={(values) => ({ step: 2, id: vehicle.id, body: toOwnersInput(values) })}
      fieldFor={fieldFor}
      onSaved={onSaved}
      onBack={onBack}
      intro={t('fleet.wizard.owners.intro')}
      choicesFailed={owners.isError ? t('fleet.wizard.owners.loadFailed') : null}
    >
      <Form.Item
        name="owner_ids"
        label={t('fleet.wizard.owners.existing')}
        rules={[rule(['owners'])]}
        dependencies={[['invites']]}
      >
        <Select<number[]>
          mode="multiple"
          allowClear
          loading={owners.isPending}
          placeholder={t('fleet.wizard.owners.existingPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={[...choices].map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <h3 className={styles.subheading}>{t('fleet.wizard.owners.invite')}</h3>
      <InviteRows
        name="invites"
        addLabel={t('fleet.wizard.owners.addInvite')}
        rule={(index, field) => rule(['owners', index, field])}
      />
    </StepForm>
  );
}
