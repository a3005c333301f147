import '@/i18n/account';
import { type UssdPinInput, ussdPinInputSchema } from '@foleni/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText, serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
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
      {save.isSuccess ? (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          role="status"
          title={problemText(t, save.data)}
        />
      ) : null}
      {save.isError ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={refusalText(t, save.error, t('messages.login.modalFallback'))}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
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
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('ussdPin.submit')}
        </Button>
      </Form>
    </>
  );
}
