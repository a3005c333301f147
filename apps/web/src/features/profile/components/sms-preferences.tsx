import '@/i18n/account';
import { formatPhone, SMS_ALERT_MODES, SMS_LANGUAGES } from '@foleni/contract';
import { Alert, Form, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { optionsOf } from '@/lib/select-options';
import { useSmsPreferences, useUpdateSmsPreferences } from '../api/sms-preferences';

/**
 * Texts to the account's phone: those who get queue alerts (`queueAlerts`: drivers and conductors)
 * choose them by SMS (`auto` sends them only while they are signed in nowhere, as on a phone
 * without the app), and everyone the language of the texts they get. Each choice is saved as it
 * is made.
 */
export function SmsPreferences({ queueAlerts }: { queueAlerts: boolean }) {
  const { t } = useTranslation();
  const preferences = useSmsPreferences();
  const update = useUpdateSmsPreferences();

  if (preferences.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (preferences.isError)
    return (
      <Alert type="error" showIcon title={refusalText(t, preferences.error, t('sms.loadFailed'))} />
    );
  const { alerts, language, sending, phone_number: phone } = preferences.data;

  return (
    <Form layout="vertical">
      {update.isError ? (
        <Alert type="error" showIcon title={refusalText(t, update.error, t('sms.saveFailed'))} />
      ) : null}
      {queueAlerts ? (
        <Form.Item label={t('sms.alerts')} extra={t('sms.alertsHelp')}>
          <Radio.Group
            aria-label={t('sms.alerts')}
            value={alerts}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ alerts: event.target.value })}
            options={optionsOf(SMS_ALERT_MODES, (mode) => t(`sms.mode.${mode}`))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('sms.language')} htmlFor="sms-language">
        <Select
          id="sms-language"
          value={language}
          disabled={update.isPending}
          onChange={(value) => update.mutate({ language: value })}
          options={optionsOf(SMS_LANGUAGES, (code) => t(`sms.languages.${code}`))}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      {queueAlerts ? (
        <Alert
          type={sending ? 'success' : 'info'}
          showIcon
          title={
            !phone
              ? t('sms.noPhone')
              : sending
                ? t('sms.sendingTo', { phone: formatPhone(phone) })
                : t('sms.notSending')
          }
        />
      ) : null}
    </Form>
  );
}
