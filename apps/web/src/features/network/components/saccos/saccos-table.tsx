import '@/i18n/network';
import { CheckOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { SACCO_STATUSES, type Sacco } from '@foleni/contract';
import { Avatar, Button, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countColumn } from '@/components/tables/columns';
import { ListFilter } from '@/components/ui/list-toolbar';
import { type ListTexts, ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { paths } from '@/config/paths';
import { refusalText } from '@/lib/api-error-text';
import { oneOf } from '@/lib/list-filters';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useSaccos } from '../../api/get-saccos';
import { useSetSaccoStatus } from '../../api/set-sacco-status';
import styles from '../network.module.css';
import { RecordStatusTag } from '../record-status-tag';
import { statusColumns } from '../status-columns';
import { SaccoDialog } from './sacco-dialog';

const TEXTS: ListTexts = {
  list: 'network.saccos.title',
  total: 'network.saccos.total',
  loadFailed: 'network.saccos.fetchFailed',
  fallback: 'messages.regions.genericError',
};

function readFilters(params: URLSearchParams) {
  return {
    search: params.get('search') ?? undefined,
    status: oneOf(SACCO_STATUSES, params.get('status')),
  };
}

type SaccosTableProps = {
  /** Staff see every Sacco, searched and filtered; a Sacco's own people only theirs. */
  allSaccos: boolean;
  canRegister: boolean;
  /** The caller may edit Saccos at all (the actions column); each row's `can` says which. */
  withActions: boolean;
};

/** /dashboard/saccos: the Saccos with their routes and members (an account's own, unless staff). */
export function SaccosTable({ allSaccos, canRegister, withActions }: SaccosTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const saccos = useSaccos(filter);
  const setStatus = useSetSaccoStatus();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<{ sacco: Sacco | null } | null>(null);

  const confirmStatus = (sacco: Sacco) => {
    const suspend = sacco.status === 'active';
    modal.confirm({
      title: t(suspend ? 'network.saccos.suspendTitle' : 'network.saccos.reinstateTitle', {
        name: sacco.name,
      }),
      content: suspend ? t('network.saccos.suspendBody') : null,
      okText: t(suspend ? 'network.saccos.suspend' : 'network.saccos.reinstate'),
      okButtonProps: { danger: suspend },
      onOk: () =>
        setStatus.mutateAsync({ id: sacco.id, status: suspend ? 'suspended' : 'active' }).then(
          () =>
            toast.success(
              suspend ? t('messages.network.saccoSuspended') : t('network.saccos.reinstated'),
            ),
          (error: unknown) => toast.error(refusalText(t, error, t('messages.routes.saveFallback'))),
        ),
    });
  };

  const actions = (sacco: Sacco) =>
    sacco.can?.edit || sacco.can?.suspend ? (
      <Space size={4} wrap>
        {sacco.can.edit ? (
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('network.common.editNamed', { name: sacco.name })}
            onClick={() => setEditing({ sacco })}
          >
            {t('network.common.edit')}
          </Button>
        ) : null}
        {sacco.can.suspend ? (
          <Button
            size="small"
            danger={sacco.status === 'active'}
            icon={sacco.status === 'active' ? <StopOutlined /> : <CheckOutlined />}
            onClick={() => confirmStatus(sacco)}
          >
            {t(sacco.status === 'active' ? 'network.saccos.suspend' : 'network.saccos.reinstate')}
          </Button>
        ) : null}
      </Space>
    ) : null;

  const identity = (sacco: Sacco) => (
    <span className={styles.identity}>
      <Avatar src={sacco.logo_url ?? undefined} alt="">
        {sacco.name.charAt(0)}
      </Avatar>
      <span>
        <span className={styles.name}>{sacco.name}</span>
        {sacco.registration_number ? (
          <span className={recordText.secondary}> · {sacco.registration_number}</span>
        ) : null}
      </span>
    </span>
  );

  const routesLink = (sacco: Sacco) => (
    <Link to={`${paths.dashboard.routes.getHref()}?sacco=${sacco.id}`}>
      {t('network.saccos.routesCount', { count: sacco.route_count })}
    </Link>
  );

  const columns: ColumnsType<Sacco> = [
    { key: 'name', title: t('network.saccos.name'), render: (_, sacco) => identity(sacco) },
    {
      key: 'contact',
      title: t('network.saccos.contact'),
      render: (_, sacco) => (
        <span className={recordText.secondary}>
          {[sacco.email, sacco.phone_number].filter(Boolean).join(' · ') || '—'}
        </span>
      ),
    },
    {
      ...countColumn<Sacco>('routes', t('network.saccos.routes'), 'route_count', 110),
      render: (_: number, sacco) => routesLink(sacco),
    },
    countColumn('members', t('network.saccos.members'), 'member_count', 100),
    ...statusColumns<Sacco>(t, {
      statusWidth: 120,
      actions: withActions ? actions : null,
      actionsWidth: 220,
    }),
  ];

  return (
    <div className={styles.wrapper}>
      {modalHolder}
      <ListView
        texts={allSaccos ? { ...TEXTS, search: 'network.saccos.search' } : TEXTS}
        params={[filter, setFilter]}
        query={saccos}
        columns={columns}
        empty={t(allSaccos ? 'network.saccos.empty' : 'network.saccos.noOwn')}
        cardHead={(sacco) => (
          <>
            {identity(sacco)}
            <RecordStatusTag status={sacco.status} />
          </>
        )}
        renderCard={(sacco) => (
          <>
            <span className={recordText.secondary}>
              {[sacco.email, sacco.phone_number].filter(Boolean).join(' · ')}
            </span>
            <span className={recordText.secondary}>
              {routesLink(sacco)} ·{' '}
              {t('network.saccos.membersCount', { count: sacco.member_count })}
            </span>
            {actions(sacco)}
          </>
        )}
      >
        {allSaccos ? (
          <ListFilter
            group="network.common"
            kind="status"
            options={optionsOf(SACCO_STATUSES, (status) => t(`network.statuses.${status}`))}
          />
        ) : null}
        {canRegister ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ sacco: null })}
          >
            {t('network.saccos.new')}
          </Button>
        ) : null}
      </ListView>
      <SaccoDialog
        open={editing !== null}
        sacco={editing?.sacco ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
