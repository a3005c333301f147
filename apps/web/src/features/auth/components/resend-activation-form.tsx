import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { resendActivationSchema } from '@foleni/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useResendActivation } from '../api/resend-activation';
import styles from './auth-form.module.css';

/** A new activation link for an account still waiting for activation (POST resend-activation/). */
export function ResendActivationForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const rule = useSchemaRule(resendActivationSchema);
  const resend = useResendActivation();

  return (
    <>
      {resend.isSuccess ? (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          role="status"
          title={problemText(t, resend.data)}
        />
      ) : null}
      {resend.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={refusalText(t, resend.error, t('messages.reset.serverError'))}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        className={styles.form}
        initialValues={{ email: initialEmail }}
        onFinish={(values) => resend.mutate(resendActivationSchema.parse(values).email)}
      >
        <Form.Item name="email" label={t('auth.resend.email')} rules={[rule('email')]}>
          <Input
            type="email"
            prefix={<MailOutlined />}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={resend.isPending}>
          {t('auth.resend.submit')}
        </Button>
      </Form>
    </>
  );
}
