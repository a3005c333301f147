import '@/i18n/account';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { Login, LoginReply } from '@foleni/contract';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { loginErrorText } from '../api/error-text';
import { loadLoginSchemas, useLogin } from '../api/login';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { SocialLogin } from './social-login';

type LoginFormProps = {
  /** The page and the modal word the fallback error differently (spec §8). */
  place: 'page' | 'modal';
  onLoggedIn: (reply: LoginReply) => void;
  /** 'Forgot password?': a link on the page, a mode switch in the modal. */
  forgotLink: ReactNode;
};

const loginSchemaOnFirstUse = () => loadLoginSchemas().then((schemas) => schemas.loginSchema);

/** Email or username and password (spec §5), then POST login/. */
export function LoginForm({ place, onLoggedIn, forgotLink }: LoginFormProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule(loginSchemaOnFirstUse);
  const login = useLogin();

  return (
    <>
      <AuthForm<Login>
        failure={
          login.isError
            ? {
                title: t('messages.login.alertTitle'),
                description: loginErrorText(t, login.error, place),
              }
            : null
        }
        submitLabel={t('auth.login.submit')}
        submitting={login.isPending}
        onFinish={(values) => login.mutate(values, { onSuccess: onLoggedIn })}
      >
        <Form.Item name="username" label={t('auth.login.username')} rules={[rule('username')]}>
          <Input
            prefix={<UserOutlined />}
            autoComplete="username"
            placeholder={t('auth.login.usernamePlaceholder')}
            spellCheck={false}
            autoCapitalize="none"
          />
        </Form.Item>
        <Form.Item name="password" label={t('auth.login.password')} rules={[rule('password')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className={styles.row}>{forgotLink}</div>
      </AuthForm>
      <SocialLogin />
    </>
  );
}
