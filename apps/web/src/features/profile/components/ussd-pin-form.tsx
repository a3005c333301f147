import '@/i18n/account';
import { type UssdPinInput, ussdPinInputSchema } from '@foleni/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '@/components/forms/account-form';
import { MutationAlerts } from '@/components/forms/mutation-alerts';
import { serverFieldErrors } from '@/lib/api-error-text';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSetUssdPin } from '../api/set-ussd-pin';
import styles from './profile-details.module.css';

/**
 * The 4-digit PIN a driver or marshal types on a feature phone's USSD menu to change a queue.
 * The interface's language goes with it: the menu starts in it on the phone's first call.
 */
export function UssdPinForm() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Pick<UssdPinInput, 'pin'>>();
  const rule = useSchemaRule(ussdPinInputSchema);
  const save = useSetUssdPin();
  const language = i18n.language.startsWith('sw') ? 'sw' : 'en';

  return (
    <>
      <p className={styles.lead}>{t('ussdPin.lead')}</p>
      <MutationAlerts
        mutation={save}
        fallback={t('messages.login.modalFallback')}
        className={styles.alert}
      />
      <AccountForm
        form={form}
        submitLabel={t('ussdPin.submit')}
        submitting={save.isPending}
        onFinish={(values) =>
          save.mutate(ussdPinInputSchema.parse({ pin: values.pin, language }), {
            onSuccess: () => form.resetFields(),
            onError: (error) => form.setFields(serverFieldErrors(t, error, ['pin'] as const)),
          })
        }
      >
        <Form.Item name="pin" label={t('ussdPin.label')} rules={[rule('pin')]}>
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
      </AccountForm>
    </>
  );
}
