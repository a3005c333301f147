import '@/i18n/account';
import type { MessageReply } from '@foleni/contract';
import { type ChangePasswordInput, changePasswordSchema } from '@foleni/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '@/components/forms/account-form';
import { MutationAlerts } from '@/components/forms/mutation-alerts';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { serverFieldErrors } from '@/lib/api-error-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useChangePassword } from '../api/change-password';
import styles from './auth-form.module.css';

const passwordFields = Object.keys(changePasswordSchema.shape) as (keyof ChangePasswordInput)[];

type ChangePasswordFormProps = {
  onChanged?: (reply: MessageReply) => void;
};

/** Current password, then the new one twice (POST change-password/). */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordInput>();
  const rule = useSchemaRule(changePasswordSchema);
  const change = useChangePassword();

  return (
    <>
      <MutationAlerts
        mutation={change}
        fallback={t('messages.login.modalFallback')}
        className={styles.alert}
      />
      <AccountForm
        form={form}
        className={styles.form}
        submitLabel={t('password.submit')}
        submitting={change.isPending}
        onFinish={(values) =>
          change.mutate(changePasswordSchema.parse(values), {
            onSuccess: (reply) => {
              form.resetFields();
              onChanged?.(reply);
            },
            onError: (error) => form.setFields(serverFieldErrors(t, error, passwordFields)),
          })
        }
      >
        <Form.Item
          name="current_password"
          label={t('password.current')}
          rules={[rule('current_password')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="new_password"
          label={t('password.new')}
          confirmLabel={t('password.confirm')}
          rule={rule}
        />
      </AccountForm>
    </>
  );
}
