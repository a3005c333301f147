import '@/i18n/fleet';
import { MailOutlined } from '@ant-design/icons';
import { type AddOwnerInput, addOwnerInputSchema, formatPhone } from '@foleni/contract';
import { Alert, Button, Form, Input, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { refusalText, serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useAddOwner } from '../api/add-owner';
import { useSaccoChoices } from '../api/get-sacco-choices';
import styles from './invite-owner-form.module.css';

const FIELDS = ['email', 'phone_number', 'firstname', 'lastname', 'sacco'] as const;

/** Blank names are left out rather than sent empty. */
const toInput = (values: AddOwnerInput): AddOwnerInput => ({
  ...values,
  firstname: values.firstname?.trim() || undefined,
  lastname: values.lastname?.trim() || undefined,
});

/**
 * /dashboard/add-owner (spec's InviteOwner): a Sacco invites an owner by e-mail and phone; a
 * system admin also names the Sacco. The owner gets a pending account and an e-mailed link.
 */
export function InviteOwnerForm({ chooseSacco }: { chooseSacco: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddOwnerInput>();
  const rule = useSchemaRule(addOwnerInputSchema, toInput);
  const invite = useAddOwner();
  const saccos = useSaccoChoices(false, chooseSacco);

  if (invite.isSuccess) {
    return (
      <Result
        status="success"
        icon={<MailOutlined />}
        title={<span role="status">{problemText(t, invite.data)}</span>}
        subTitle={t('fleet.invite.sentBody', { email: invite.data.member.email })}
        extra={[
          <Button
            key="again"
            type="primary"
            onClick={() => {
              form.resetFields();
              invite.reset();
            }}
          >
            {t('fleet.invite.inviteAnother')}
          </Button>,
          <ButtonLink key="owners" to={paths.dashboard.owners.getHref()}>
            {t('fleet.invite.viewOwners')}
          </ButtonLink>,
        ]}
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={(values) =>
        invite.mutate(addOwnerInputSchema.parse(toInput(values)), {
          onSuccess: (reply) => toast.success(problemText(t, reply)),
          onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
        })
      }
    >
      {invite.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={t('messages.members.inviteFailed')}
          description={refusalText(t, invite.error, t('messages.login.modalFallback'))}
        />
      ) : null}
      <div className={styles.pair}>
        <Form.Item name="firstname" label={t('fleet.invite.firstname')} rules={[rule('firstname')]}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item name="lastname" label={t('fleet.invite.lastname')} rules={[rule('lastname')]}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('fleet.invite.email')} rules={[rule('email')]}>
        <Input type="email" autoComplete="off" placeholder="name@example.com" />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('fleet.invite.phone')}
        normalize={(value: unknown) => formatPhone(typeof value === 'string' ? value : '')}
        rules={[rule('phone_number')]}
      >
        <Input
          inputMode="tel"
          autoComplete="off"
          placeholder={t('fleet.invite.phonePlaceholder')}
        />
      </Form.Item>
      {chooseSacco ? (
        <Form.Item name="sacco" label={t('fleet.invite.sacco')} rules={[rule('sacco')]}>
          <Select<number>
            loading={saccos.isPending}
            placeholder={t('fleet.invite.saccoPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            options={saccos.data?.map((sacco) => ({ value: sacco.id, label: sacco.name }))}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" icon={<MailOutlined />} loading={invite.isPending}>
        {t('fleet.invite.submit')}
      </Button>
    </Form>
  );
}
