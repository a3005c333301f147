import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { type ResetPasswordInput, resetPasswordSchema } from '@foleni/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/forms/email-input';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthForm } from './auth-form';

type ForgotPasswordFormProps = {
  /** The page and the modal word a failure differently (spec §8). */
  place: 'page' | 'modal';
  /** After the link is on its way; spec §7 then goes to /reset. */
  onSent: () => void;
};

/** "Forgot password": the account's e-mail, then POST reset-password/. */
export function ForgotPasswordForm({ place, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule(resetPasswordSchema);
  const request = useRequestPasswordReset();

  return (
    <AuthForm<ResetPasswordInput>
      failure={
        request.isError
          ? {
              title:
                place === 'modal' ? t('messages.reset.modalFailed') : t('messages.reset.failed'),
              description:
                place === 'modal'
                  ? undefined
                  : refusalText(t, request.error, t('messages.reset.serverError')),
            }
          : null
      }
      submitLabel={t('auth.forgot.submit')}
      submitting={request.isPending}
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
        <EmailInput prefix={<MailOutlined />} />
      </Form.Item>
    </AuthForm>
  );
}
