import '@/i18n/account';
import { EditOutlined } from '@ant-design/icons';
import {
  formatPhone,
  type UpdateProfileInput,
  type User,
  updateProfileSchema,
} from '@foleni/contract';
import { Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusTag } from '@/components/ui/account-status-tag';
import { refusalText, serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useUpdateProfile } from '../api/update-profile';
import styles from './profile-details.module.css';

type ProfileFormValues = {
  firstname: string;
  lastname: string;
  phone_number: string;
  national_id: string;
};

const editableFields = ['firstname', 'lastname', 'phone_number', 'national_id'] as const;

function formValues(user: User): ProfileFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    phone_number: formatPhone(user.phone_number),
    national_id: user.national_id,
  };
}

/** An empty phone number or id is left out (kept as it is) rather than sent empty. */
function toUpdateInput(values: ProfileFormValues): UpdateProfileInput {
  return {
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    phone_number: values.phone_number?.trim() || undefined,
    national_id: values.national_id?.trim() || undefined,
  };
}

/**
 * The profile (spec §2): status, role, national id, names, email and phone. Edit turns the
 * changeable ones into a form; Save calls PATCH user/ and shows the saved values, Cancel restores.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<ProfileFormValues>();
  const rule = useSchemaRule(updateProfileSchema, toUpdateInput);
  const update = useUpdateProfile();
  const notSet = <span className={styles.notSet}>{t('profile.notSet')}</span>;

  const startEditing = () => {
    update.reset();
    form.setFieldsValue(formValues(user));
    setEditing(true);
  };
  const cancel = () => {
    form.resetFields();
    update.reset();
    setEditing(false);
  };

  if (editing) {
    return (
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={formValues(user)}
        className={styles.form}
        onFinish={(values) =>
          update.mutate(updateProfileSchema.parse(toUpdateInput(values)), {
            onSuccess: (reply) => {
              toast.success(problemText(t, reply));
              setEditing(false);
            },
            onError: (error) => form.setFields(serverFieldErrors(t, error, editableFields)),
          })
        }
      >
        {update.isError ? (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            title={refusalText(t, update.error, t('messages.login.modalFallback'))}
          />
        ) : null}
        <div className={styles.grid}>
          <Form.Item name="firstname" label={t('profile.firstname')} rules={[rule('firstname')]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastname" label={t('profile.lastname')} rules={[rule('lastname')]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            name="phone_number"
            label={t('profile.phone')}
            rules={[rule('phone_number')]}
            normalize={(value: unknown) => formatPhone(typeof value === 'string' ? value : '')}
            validateDebounce={400}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel-national" maxLength={12} />
          </Form.Item>
          <Form.Item
            name="national_id"
            label={t('profile.nationalId')}
            rules={[rule('national_id')]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </div>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('profile.save')}
          </Button>
          <Button onClick={cancel} disabled={update.isPending}>
            {t('profile.cancel')}
          </Button>
        </Space>
      </Form>
    );
  }

  return (
    <div>
      <Descriptions
        className={styles.details}
        column={{ xs: 1, sm: 1, md: 2 }}
        layout="vertical"
        colon={false}
        items={[
          {
            key: 'status',
            label: t('profile.status'),
            children: <AccountStatusTag status={user.status} />,
          },
          { key: 'role', label: t('profile.role'), children: t(`account.roles.${user.role}`) },
          { key: 'firstname', label: t('profile.firstname'), children: user.firstname || notSet },
          { key: 'lastname', label: t('profile.lastname'), children: user.lastname || notSet },
          { key: 'email', label: t('profile.email'), children: user.email },
          { key: 'username', label: t('profile.username'), children: user.username },
          {
            key: 'phone',
            label: t('profile.phone'),
            children: user.phone_number ? formatPhone(user.phone_number) : notSet,
          },
          {
            key: 'nationalId',
            label: t('profile.nationalId'),
            children: user.national_id || notSet,
          },
        ]}
      />
      <Button icon={<EditOutlined />} onClick={startEditing}>
        {t('profile.edit')}
      </Button>
    </div>
  );
}
