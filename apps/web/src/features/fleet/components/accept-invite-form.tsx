import '@/i18n/fleet';
import { type AcceptInviteInput, acceptInviteInputSchema } from '@foleni/contract';
import { Form, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '@/components/forms/account-form';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { isApiError } from '@/lib/api-error';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useAcceptInvite } from '../api/accept-invite';
import styles from './invite-owner-form.module.css';

type AcceptInviteFormProps = {
  token: string;
  /** The invitation is accepted: `message` is the server's (already translated). */
  onAccepted: (message: string) => void;
  /** Under a refused invitation (expired or used): where to go from there. */
  refusedActions: ReactNode[];
};

/** The page an invitation e-mail links to: the invited person chooses a password. */
export function AcceptInviteForm({ token, onAccepted, refusedActions }: AcceptInviteFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AcceptInviteInput>();
  const rule = useSchemaRule(acceptInviteInputSchema);
  const accept = useAcceptInvite();

  // A 400 is the token (unknown, used or expired): the form cannot help any more.
  if (accept.isError && isApiError(accept.error) && accept.error.status === 400) {
    return (
      <Result
        status="warning"
        title={t('fleet.accept.invalidTitle')}
        subTitle={
          <span role="alert">
            {refusalText(t, accept.error, t('messages.fleet.inviteInvalid'))}{' '}
            {t('fleet.accept.askAgain')}
          </span>
        }
        extra={refusedActions}
      />
    );
  }

  return (
    <AccountForm
      form={form}
      large
      className={styles.form}
      submitLabel={t('fleet.accept.submit')}
      submitting={accept.isPending}
      onFinish={(values) =>
        accept.mutate(
          { token, input: acceptInviteInputSchema.parse(values) },
          { onSuccess: (reply) => onAccepted(problemText(t, reply)) },
        )
      }
    >
      {accept.isError ? (
        <p role="alert" className={styles.error}>
          {refusalText(t, accept.error, t('messages.login.modalFallback'))}
        </p>
      ) : null}
      <NewPasswordFields
        name="password"
        label={t('fleet.accept.password')}
        confirmLabel={t('fleet.accept.confirmPassword')}
        rule={rule}
      />
    </AccountForm>
  );
}
