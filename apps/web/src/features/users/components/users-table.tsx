import '@/i18n/account';
import { CheckOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  type MessageReply,
  ROLES,
  type Role,
  type User,
} from '@foleni/contract';
import { Button, Modal, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '@/components/tables/columns';
import { AccountStatusTag } from '@/components/ui/account-status-tag';
import { ListFilter } from '@/components/ui/list-toolbar';
import { groupTexts, ListView } from '@/components/ui/list-view';
import { refusalText } from '@/lib/api-error-text';
import { oneOf } from '@/lib/list-filters';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useApproveUser } from '../api/approve-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useUsers } from '../api/get-users';
import { useSuspendUser } from '../api/suspend-user';
import { ChangeRoleDialog } from './change-role-dialog';
import styles from './users-table.module.css';

const TEXTS = groupTexts('users', {
  fallback: 'messages.login.modalFallback',
  search: 'users.search',
  searchPlaceholder: 'users.searchPlaceholder',
});

/** The list's page and filters live in the address (?p=&p_size=&role=&status=&search=). */
function readFilters(params: URLSearchParams) {
  return {
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(ACCOUNT_STATUSES, params.get('status')),
    search: params.get('search') ?? undefined,
  };
}

/**
 * /dashboard/users (system admins): every account, paged by the server, with role and status
 * filters and a search; approve, suspend and change role, each after a confirmation.
 */
export function UsersTable({ currentUserId }: { currentUserId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const users = useUsers(filter);
  const approve = useApproveUser();
  const suspend = useSuspendUser();
  const changeRole = useChangeUserRole();
  const [modal, modalHolder] = Modal.useModal();
  const [roleTarget, setRoleTarget] = useState<User | null>(null);

  const done = (reply: MessageReply) => toast.success(problemText(t, reply));
  const failed = (error: unknown) =>
    toast.error(refusalText(t, error, t('messages.login.modalFallback')));

  const confirmApprove = (user: User) =>
    modal.confirm({
      title: t('users.approveTitle', { name: user.name }),
      content: t('users.approveBody'),
      okText: t('users.approve'),
      icon: <CheckOutlined className={styles.confirmIcon} />,
      onOk: () => approve.mutateAsync(user.id).then(done, failed),
    });

  const confirmSuspend = (user: User) =>
    modal.confirm({
      title: t('users.suspendTitle', { name: user.name }),
      content: t('users.suspendBody'),
      okText: t('users.suspend'),
      okButtonProps: { danger: true },
      onOk: () => suspend.mutateAsync(user.id).then(done, failed),
    });

  const renderActions = (user: User) => {
    const can = user.can;
    // The server refuses an admin no account but their own: that is why all three are off.
    const refused = !can?.approve && !can?.suspend && !can?.changeRole;
    const actions = (
      <Space size={4} wrap>
        {user.status !== 'active' ? (
          <Button
            size="small"
            icon={<CheckOutlined />}
            disabled={!can?.approve}
            onClick={() => confirmApprove(user)}
          >
            {t('users.approve')}
          </Button>
        ) : null}
        {user.status !== 'suspended' ? (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            disabled={!can?.suspend}
            onClick={() => confirmSuspend(user)}
          >
            {t('users.suspend')}
          </Button>
        ) : null}
        <Button
          size="small"
          icon={<SwapOutlined />}
          disabled={!can?.changeRole}
          onClick={() => setRoleTarget(user)}
        >
          {t('users.changeRole')}
        </Button>
      </Space>
    );
    return refused ? (
      <Tooltip title={t('messages.account.cannotChangeOwnAccount')}>{actions}</Tooltip>
    ) : (
      actions
    );
  };

  const roleText = (role: Role) => t(`account.roles.${role}`);
  const statusText = (status: AccountStatus) => t(`account.statuses.${status}`);
  const youTag = (user: User) =>
    user.id === currentUserId ? <Tag className={styles.you}>{t('users.you')}</Tag> : null;

  const columns: ColumnsType<User> = [
    {
      key: 'name',
      title: t('users.name'),
      render: (_, user) => (
        <div className={styles.person}>
          <span className={styles.name}>
            {user.name}
            {youTag(user)}
          </span>
          <span className={styles.email}>{user.email}</span>
        </div>
      ),
    },
    {
      key: 'role',
      title: t('users.role'),
      dataIndex: 'role',
      width: 150,
      render: (role: Role) => roleText(role),
    },
    {
      key: 'status',
      title: t('users.status'),
      dataIndex: 'status',
      width: 170,
      render: (status: AccountStatus) => <AccountStatusTag status={status} />,
    },
    {
      key: 'phone',
      title: t('users.phone'),
      dataIndex: 'phone_number',
      width: 140,
      render: (phone: string) => phone || '—',
    },
    ...actionsColumn(t('users.actions'), 300, renderActions),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={users}
        columns={columns}
        empty={t('users.empty')}
        cardHead={(user) => (
          <>
            <span className={styles.name}>
              {user.name}
              {youTag(user)}
            </span>
            <AccountStatusTag status={user.status} />
          </>
        )}
        renderCard={(user) => (
          <>
            <span className={styles.email}>{user.email}</span>
            <span className={styles.meta}>
              {roleText(user.role)}
              {user.phone_number ? ` · ${user.phone_number}` : ''}
            </span>
            {renderActions(user)}
          </>
        )}
      >
        <ListFilter group="users" kind="role" options={optionsOf(ROLES, roleText)} />
        <ListFilter group="users" kind="status" options={optionsOf(ACCOUNT_STATUSES, statusText)} />
      </ListView>

      <ChangeRoleDialog
        user={roleTarget}
        pending={changeRole.isPending}
        onCancel={() => setRoleTarget(null)}
        onConfirm={(role) => {
          if (!roleTarget) return;
          changeRole.mutate(
            { id: roleTarget.id, role },
            {
              onSuccess: (reply) => {
                done(reply);
                setRoleTarget(null);
              },
              onError: failed,
            },
          );
        }}
      />
    </div>
  );
}
