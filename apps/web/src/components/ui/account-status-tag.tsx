import '@/i18n/account';
import type { AccountStatus } from '@foleni/contract/roles';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

const colours: Record<AccountStatus, string> = {
  pending: 'gold',
  active: 'green',
  suspended: 'red',
};

/** An account's status (spec §3: pending, active, suspended) as a coloured tag. */
export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag status={status} colours={colours} variant="filled">
      {t(`account.statuses.${status}`)}
    </StatusTag>
  );
}
