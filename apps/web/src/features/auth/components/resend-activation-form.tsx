import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { resendActivationSchema } from '@foleni/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/forms/email-input';
import { MutationAlerts } from '@/components/forms/mutation-alerts';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useResendActivation } from '../api/resend-activation';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';

/** A new activation link for an account still waiting for activation (POST resend-activation/). */
export function ResendActivationForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const rule = useSchemaRule(resendActivationSchema);
  const resend = useResendActivation();

  return (
    <>
      <MutationAlerts
        mutation={resend}
        fallback={t('messages.reset.serverError')}
        className={styles.alert}
      />
      <AuthForm<{ email: string }>
        initialValues={{ email: initialEmail }}
        submitLabel={t('auth.resend.submit')}
        submitting={resend.isPending}
        onFinish={(values) => resend.mutate(resendActivationSchema.parse(values).email)}
      >
        <Form.Item name="email" label={t('auth.resend.email')} rules={[rule('email')]}>
          <EmailInput prefix={<MailOutlined />} />
        </Form.Item>
      </AuthForm>
    </>
  );
}
