import '@/i18n/account';
import { type ResetPasswordConfirmInput, resetPasswordConfirmSchema } from '@foleni/contract';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthForm } from './auth-form';

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
    <AuthForm<ResetPasswordConfirmInput>
      failure={
        confirm.isError
          ? {
              title: refusalText(t, confirm.error, t('messages.reset.serverError')),
              action: retryAction,
            }
          : null
      }
      initialValues={{ token }}
      submitLabel={t('auth.reset.submit')}
      submitting={confirm.isPending}
      onFinish={(values) => confirm.mutate(resetPasswordConfirmSchema.parse({ ...values, token }))}
    >
      <NewPasswordFields
        name="new_password"
        label={t('auth.reset.newPassword')}
        confirmLabel={t('auth.reset.confirmPassword')}
        rule={rule}
      />
    </AuthForm>
  );
}
