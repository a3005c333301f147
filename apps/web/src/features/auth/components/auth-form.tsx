import { Alert, type AlertProps } from 'antd';
import { AccountForm, type AccountFormProps } from '@/components/forms/account-form';
import styles from './auth-form.module.css';

type AuthFormProps<Values> = Omit<AccountFormProps<Values>, 'large' | 'className'> & {
  /** Why the form's call failed (spec §8), said above it; nothing while it has not. */
  failure?: Pick<AlertProps, 'title' | 'description' | 'action'> | null;
};

/** A form of the sign-in pages: large fields, the button across the form, a failure above it. */
export function AuthForm<Values>({ failure, ...form }: AuthFormProps<Values>) {
  return (
    <>
      {failure ? <Alert className={styles.alert} type="error" showIcon {...failure} /> : null}
      <AccountForm<Values> {...form} large className={styles.form} />
    </>
  );
}
