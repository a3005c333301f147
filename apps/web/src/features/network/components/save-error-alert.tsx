import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/lib/problem-text';
import { saveErrorLines } from '../lib/save-error-text';
import styles from './network.module.css';

type SaveErrorAlertProps = {
  /** Spec §8's failure text ('Failed to create route'), already translated. */
  title: string;
  error: unknown;
  /** Shown when the server gave no reason, already translated. */
  fallback: string;
};

/** Why a save failed: spec §8's `field: msg, msg` lines, the server's error, or the fallback. */
export function SaveErrorAlert({ title, error, fallback }: SaveErrorAlertProps) {
  const { t } = useTranslation();
  const lines = saveErrorLines(error, fallback, (problem) => problemText(t, problem));
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        lines.length === 1 ? (
          lines[0]
        ) : (
          <ul className={styles.errorLines}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )
      }
    />
  );
}

/**
 * A form's first item while its last save failed: why, as SaveErrorAlert says it (`fallback`
 * defaults to the generic save failure).
 */
export function SaveErrorItem({
  save,
  title,
  fallback,
}: {
  save: { isError: boolean; error: unknown };
  title: string;
  fallback?: string;
}) {
  const { t } = useTranslation();
  return save.isError ? (
    <Form.Item>
      <SaveErrorAlert
        title={title}
        error={save.error}
        fallback={fallback ?? t('messages.routes.saveFallback')}
      />
    </Form.Item>
  ) : null;
}
