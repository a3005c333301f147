import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { type ResetPasswordInput, resetPasswordSchema } from '@foleni/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from './auth-form.module.css';

type ForgotPasswordFormProps = {
  /** The page and the modal word a failure differently (spec §8). */
  place: 'page' | 'modal';
  /** After the link is on its way; spec §7 then goes to /reset. */
  onSent: () => void;
};

/** "Forgot password": the account's e-mail, then POST reset-password/. */
export function ForgotPasswordForm({ place, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordInput>();
  const rule = useSchemaRule(resetPasswordSchema);
  const request = useRequestPasswordReset();

  return (
    <>
      {request.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={place === 'modal' ? t('messages.reset.modalFailed') : t('messages.reset.failed')}
          description={
            place === 'modal'
              ? undefined
              : refusalText(t, request.error, t('messages.reset.serverError'))
          }
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        className={styles.form}
        onFinish={(values) =>
          request.mutate(resetPasswordSchema.parse(values).username, {
            onSuccess: (reply) => {
              toast.success(problemText(t, reply));
              onSent();
            },
          })
        }
      >
        <Form.Item name="username" label={t('auth.forgot.email')} rules={[rule('username')]}>
          <Input
            type="email"
            prefix={<MailOutlined />}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </>
  );
}
