import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { type ProblemBody, problemText } from '@/lib/problem-text';

type MutationAlertsProps<Variables> = {
  mutation: UseMutationResult<ProblemBody, Error, Variables>;
  /** Said when the refusal is not the server's own (spec §8). */
  fallback: string;
  className?: string;
};

/** What a form's call came to: the server's message once it succeeded, or its refusal. */
export function MutationAlerts<Variables>({
  mutation,
  fallback,
  className,
}: MutationAlertsProps<Variables>) {
  const { t } = useTranslation();
  if (mutation.isSuccess) {
    return (
      <Alert
        className={className}
        type="success"
        showIcon
        role="status"
        title={problemText(t, mutation.data)}
      />
    );
  }
  if (mutation.isError) {
    return (
      <Alert
        className={className}
        type="error"
        showIcon
        title={refusalText(t, mutation.error, fallback)}
      />
    );
  }
  return null;
}
