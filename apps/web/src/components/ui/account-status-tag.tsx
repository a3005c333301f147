import '@/i18n/account';
import type { AccountStatus } from '@foleni/contract/roles';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<AccountStatus, string> = {
  pending: 'gold',
  active: 'green',
  suspended: 'red',
};

/** An account's status (spec §3: pending, active, suspended) as a coloured tag. */
export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} variant="filled">
      {t(`account.statuses.${status}`)}
    </Tag>
  );
}
