import '@/i18n/account';
import type { AccountStatus } from '@foleni/contract/roles';
import { statusTag } from '@/components/ui/status-tag';

/** An account's status (spec §3: pending, active, suspended) as a coloured tag. */
export const AccountStatusTag = statusTag<AccountStatus>({
  colours: { pending: 'gold', active: 'green', suspended: 'red' },
  label: (t, status) => t(`account.statuses.${status}`),
  variant: 'filled',
});
