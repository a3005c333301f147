import '@/i18n/account';
import { type ResetPasswordConfirmInput, resetPasswordConfirmSchema } from '@foleni/contract';
import { Alert, Button, Form, Input, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import styles from './auth-form.module.css';

type ResetPasswordFormProps = {
  token: string;
  /** Under the success message (Sign In). */
  doneAction: ReactNode;
  /** Under a refusal (ask for a new link). */
  retryAction: ReactNode;
};

/** The page the reset e-mail links to: the new password twice, then reset-password/confirm/. */
export function ResetPasswordForm({ token, doneAction, retryAction }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordConfirmInput>();
  const rule = useSchemaRule(resetPasswordConfirmSchema);
  const confirm = useConfirmPasswordReset();

  if (confirm.isSuccess) {
    return (
      <Result
        status="success"
        title={<span role="status">{problemText(t, confirm.data)}</span>}
        extra={doneAction}
      />
    );
  }

  return (
    <>
      {confirm.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={refusalText(t, confirm.error, t('messages.reset.serverError'))}
          action={retryAction}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        className={styles.form}
        initialValues={{ token }}
        onFinish={(values) =>
          confirm.mutate(resetPasswordConfirmSchema.parse({ ...values, token }))
        }
      >
        <Form.Item
          name="new_password"
          label={t('auth.reset.newPassword')}
          rules={[rule('new_password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.reset.confirmPassword')}
          dependencies={['new_password']}
          rules={[rule('confirmPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </>
  );
}
