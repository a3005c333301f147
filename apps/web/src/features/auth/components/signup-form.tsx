import '@/i18n/account';
import { MailOutlined } from '@ant-design/icons';
import { formatPhone, SELF_SIGNUP_ROLES, type SignupInput, signupSchema } from '@foleni/contract';
import { Alert, Button, Form, Input, Radio, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/forms/email-input';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { serverFieldErrors } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { signupErrorTexts } from '../api/error-text';
import { useSignup } from '../api/signup';
import styles from './auth-form.module.css';

const signupFields = Object.keys(signupSchema.shape) as (keyof SignupInput)[];

type SignupFormProps = {
  /** Buttons under the success message: Sign In and "send the link again". */
  doneActions: ReactNode[];
};

/** The signup form of spec §5; on success it says where the activation link went. */
export function SignupForm({ doneActions }: SignupFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignupInput>();
  const rule = useSchemaRule(signupSchema);
  const signup = useSignup();

  if (signup.isSuccess) {
    return (
      <Result
        status="success"
        icon={<MailOutlined />}
        title={t('auth.signup.doneTitle')}
        subTitle={
          <>
            <span role="status">{problemText(t, signup.data)}</span>{' '}
            {t('auth.signup.doneEmail', { email: signup.variables.email })}
          </>
        }
        extra={doneActions}
      />
    );
  }

  const optional = <span className={styles.optional}>{t('auth.optional')}</span>;
  const errors = signup.isError ? signupErrorTexts(t, signup.error) : [];

  return (
    <>
      {errors.length > 0 ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={t('messages.signup.alertTitle')}
          description={
            errors.length === 1 ? (
              errors[0]
            ) : (
              <ul className={styles.alertList}>
                {errors.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )
          }
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        size="large"
        className={styles.form}
        onFinish={(values) => {
          signup.mutate(signupSchema.parse(values), {
            // The server's field messages also go beside their fields.
            onError: (error) => form.setFields(serverFieldErrors(t, error, signupFields)),
          });
        }}
        onFinishFailed={() => toast.error(t('messages.signup.checkInput'))}
      >
        <div className={styles.names}>
          <Form.Item
            name="firstname"
            label={
              <>
                {t('auth.signup.firstname')}
                {optional}
              </>
            }
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="lastname"
            label={
              <>
                {t('auth.signup.lastname')}
                {optional}
              </>
            }
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </div>
        <Form.Item name="email" label={t('auth.signup.email')} required rules={[rule('email')]}>
          <EmailInput placeholder={t('auth.signup.emailPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="contact_number"
          label={t('auth.signup.phone')}
          required
          rules={[rule('contact_number')]}
          normalize={(value: unknown) => formatPhone(typeof value === 'string' ? value : '')}
          validateDebounce={400}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.signup.phonePlaceholder')}
            maxLength={12}
          />
        </Form.Item>
        <Form.Item
          name="national_id"
          label={t('auth.signup.nationalId')}
          required
          rules={[rule('national_id')]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('auth.signup.role')} required rules={[rule('role')]}>
          <Radio.Group
            block
            optionType="button"
            buttonStyle="solid"
            options={optionsOf(SELF_SIGNUP_ROLES, (role) => t(`auth.signup.roles.${role}`))}
          />
        </Form.Item>
        <NewPasswordFields
          name="password"
          label={t('auth.signup.password')}
          confirmLabel={t('auth.signup.confirmPassword')}
          rule={rule}
          required
        />
        <Button type="primary" htmlType="submit" block loading={signup.isPending}>
          {t('auth.signup.submit')}
        </Button>
      </Form>
    </>
  );
}
