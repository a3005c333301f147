import '@/i18n/fleet';
import { DeleteOutlined } from '@ant-design/icons';
import { MEMBER_ROLES, type Member } from '@foleni/contract';
import { Button, Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn } from '@/components/tables/columns';
import { AccountStatusTag } from '@/components/ui/account-status-tag';
import { ListFilter } from '@/components/ui/list-toolbar';
import { groupTexts, ListView } from '@/components/ui/list-view';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { oneOf } from '@/lib/list-filters';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { type MemberRole, useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import styles from './fleet-list.module.css';

const TEXTS = groupTexts('fleet.members', {
  loadFailed: 'messages.members.fetchFailed',
  fallback: 'fleet.members.loadFailed',
  search: 'fleet.members.search',
  searchPlaceholder: 'fleet.members.searchPlaceholder',
});

type MembersTableProps = {
  /** One role only (the owners and drivers pages); otherwise a role filter is offered. */
  memberRole?: MemberRole;
  /** Show the driver's licence number. */
  licences?: boolean;
  /** Show each member's Sacco (staff see every Sacco's members). */
  saccoColumn?: boolean;
  emptyText: string;
};

/**
 * A Sacco's members, paged by the server, searched and filtered through the address
 * (?p=&p_size=&role=&search=), with the vehicles each owns, drives or conducts. Removing a member
 * asks first; the account and its history stay.
 */
export function MembersTable({
  memberRole: role,
  licences = false,
  saccoColumn = false,
  emptyText,
}: MembersTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams((params) => ({
    role: role ?? oneOf(MEMBER_ROLES, params.get('role')),
    search: params.get('search') ?? undefined,
  }));
  const members = useMembers(filter);
  const remove = useRemoveMember();
  const [modal, modalHolder] = Modal.useModal();
  // Each member says whether the server lets this account remove them.
  const canRemove = members.data?.results.some((member) => member.can?.remove) ?? false;

  const confirmRemove = (member: Member) =>
    modal.confirm({
      title: t('fleet.members.removeTitle', { name: member.name }),
      content: t('fleet.members.removeBody'),
      okText: t('fleet.members.remove'),
      cancelText: t('fleet.vehicle.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(member.id).then(
          (reply) => toast.success(problemText(t, reply)),
          (error: unknown) => toast.error(refusalText(t, error, t('messages.login.modalFallback'))),
        ),
    });

  const vehicles = (member: Member) =>
    member.vehicles.length ? (
      <span className={styles.tags}>
        {member.vehicles.map((vehicle) => (
          <Link
            key={`${vehicle.id}-${vehicle.relation}`}
            to={paths.dashboard.vehicle.getHref(vehicle.id)}
          >
            <Tag variant="outlined">
              {vehicle.plate}
              {vehicle.relation === 'owner' ? '' : ` · ${t(`fleet.relations.${vehicle.relation}`)}`}
            </Tag>
          </Link>
        ))}
      </span>
    ) : (
      t('fleet.members.none')
    );
  const removeButton = (member: Member) =>
    member.can?.remove ? (
      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(member)}>
        {t('fleet.members.remove')}
      </Button>
    ) : null;

  const columns: ColumnsType<Member> = [
    {
      key: 'name',
      title: t('fleet.members.name'),
      render: (_, member) => (
        <div className={styles.person}>
          <span className={styles.name}>{member.name}</span>
          <span className={styles.meta}>{member.email}</span>
        </div>
      ),
    },
    ...(role
      ? []
      : [
          {
            key: 'role',
            title: t('fleet.members.role'),
            width: 140,
            render: (_: unknown, member: Member) => t(`account.roles.${member.role}`),
          },
        ]),
    ...(saccoColumn
      ? [
          {
            key: 'sacco',
            title: t('fleet.members.sacco'),
            render: (_: unknown, member: Member) => member.sacco_name ?? t('fleet.members.none'),
          },
        ]
      : []),
    {
      key: 'phone',
      title: t('fleet.members.phone'),
      width: 130,
      render: (_, member) => member.phone_number || t('fleet.members.none'),
    },
    ...(licences
      ? [
          {
            key: 'licence',
            title: t('fleet.drivers.licence'),
            width: 150,
            render: (_: unknown, member: Member) =>
              member.driver_licence_number ?? t('fleet.members.none'),
          },
        ]
      : []),
    { key: 'vehicles', title: t('fleet.members.vehicles'), render: (_, m) => vehicles(m) },
    {
      key: 'status',
      title: t('fleet.members.status'),
      width: 170,
      render: (_, member) => <AccountStatusTag status={member.status} />,
    },
    ...actionsColumn(t('fleet.members.actions'), 120, canRemove ? removeButton : null),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={members}
        columns={columns}
        empty={emptyText}
        cardHead={(member) => (
          <>
            <span className={styles.name}>{member.name}</span>
            <AccountStatusTag status={member.status} />
          </>
        )}
        renderCard={(member) => (
          <>
            <span className={styles.meta}>{member.email}</span>
            <span className={styles.meta}>
              {[
                role ? null : t(`account.roles.${member.role}`),
                member.phone_number,
                licences ? member.driver_licence_number : null,
                saccoColumn ? member.sacco_name : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span>{vehicles(member)}</span>
            {removeButton(member)}
          </>
        )}
      >
        {role ? null : (
          <ListFilter
            group="fleet.members"
            kind="role"
            options={optionsOf(MEMBER_ROLES, (value) => t(`account.roles.${value}`))}
          />
        )}
      </ListView>
    </div>
  );
}
