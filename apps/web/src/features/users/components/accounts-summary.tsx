import '@/i18n/account';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { AccountStatus } from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import card from '@/components/ui/dashboard-card.module.css';
import { paths } from '@/config/paths';
import { useUserCount } from '../api/get-users';
import styles from './accounts-summary.module.css';

const STATUSES: readonly AccountStatus[] = ['pending', 'active', 'suspended'];

function CountTile({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  const count = useUserCount(status);
  return (
    <Link
      to={`${paths.dashboard.users.getHref()}?${new URLSearchParams({ status })}`}
      className={styles.tile}
      data-status={status}
    >
      <span className={styles.label}>{t(`dashboard.accounts.${status}`)}</span>
      {count.isPending ? (
        <Skeleton.Button active size="small" className={styles.skeleton} />
      ) : (
        <span className={styles.value} data-testid={`accounts-${status}`}>
          {count.isError ? '—' : formatAmount(count.data)}
        </span>
      )}
    </Link>
  );
}

/** For system admins on the dashboard's home: how many accounts wait for approval, and so on. */
export function AccountsSummary() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="accounts-title">
      <div className={styles.heading}>
        <h2 id="accounts-title" className={card.title}>
          {t('dashboard.accounts.title')}
        </h2>
        <Link to={paths.dashboard.users.getHref()} className={styles.manage}>
          {t('dashboard.accounts.manage')} <ArrowRightOutlined />
        </Link>
      </div>
      <div className={styles.tiles}>
        {STATUSES.map((status) => (
          <CountTile key={status} status={status} />
        ))}
      </div>
    </section>
  );
}
