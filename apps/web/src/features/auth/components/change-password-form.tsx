import '@/i18n/account';
import type { MessageReply } from '@foleni/contract';
import { type ChangePasswordInput, changePasswordSchema } from '@foleni/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText, serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
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
      {change.isSuccess ? (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          role="status"
          title={problemText(t, change.data)}
        />
      ) : null}
      {change.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={refusalText(t, change.error, t('messages.login.modalFallback'))}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        className={styles.form}
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
        <Form.Item name="new_password" label={t('password.new')} rules={[rule('new_password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['new_password']}
          rules={[rule('confirmPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <div>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
