import '@/i18n/network';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import recordText from '@/components/ui/record-text.module.css';
import { refusalText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useChangeStationAdmins } from '../../api/change-station-admins';
import { useStationAdminAccounts } from '../../api/get-station-admin-accounts';
import { type StationAdmin, useStationAdmins } from '../../api/get-station-admins';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import styles from '../network.module.css';

const fullName = (admin: StationAdmin) =>
  [admin.firstname, admin.lastname].filter(Boolean).join(' ') || admin.email;

/** Who runs a station; system admins attach and detach station admin accounts. */
export function StationAdmins({ stationId, canManage }: { stationId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const admins = useStationAdmins(stationId, true);
  const attach = useChangeStationAdmins('attach');
  const detach = useChangeStationAdmins('detach');
  const [modal, modalHolder] = Modal.useModal();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | undefined>();
  const accounts = useStationAdminAccounts(useDebouncedValue(search), canManage);
  const failed = (error: unknown) =>
    toast.error(refusalText(t, error, t('messages.routes.saveFallback')));

  const confirmDetach = (admin: StationAdmin) =>
    modal.confirm({
      title: t('network.stations.detachTitle', { name: fullName(admin) }),
      okText: t('network.stations.detach'),
      okButtonProps: { danger: true },
      onOk: () =>
        detach
          .mutateAsync({ stationId, userId: admin.id })
          .then(() => toast.success(t('network.stations.detached')), failed),
    });

  return (
    <>
      {modalHolder}
      {admins.isPending ? (
        <Spin />
      ) : admins.data?.length ? (
        <ul className={styles.people}>
          {admins.data.map((admin) => (
            <li key={admin.id} className={styles.person}>
              <span className={styles.personText}>
                <span className={styles.name}>{fullName(admin)}</span>
                <span className={recordText.secondary}>{admin.email}</span>
              </span>
              {canManage ? (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('network.stations.detachNamed', { name: fullName(admin) })}
                  onClick={() => confirmDetach(admin)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('network.stations.noAdmins')}</p>
      )}
      {canManage ? (
        <div className={styles.attachRow}>
          <Select<number>
            className={styles.attachSelect}
            aria-label={t('network.stations.attachSearch')}
            placeholder={t('network.stations.attachSearch')}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            value={chosen}
            onChange={setChosen}
            loading={accounts.isFetching}
            notFoundContent={accounts.isFetching ? null : t('network.common.noMatches')}
            options={(accounts.data ?? []).map((account) => ({
              value: account.id,
              label: `${account.name} · ${account.email}`,
            }))}
          />
          <Button
            icon={<UserAddOutlined />}
            disabled={chosen === undefined}
            loading={attach.isPending}
            onClick={() =>
              chosen !== undefined &&
              attach.mutate(
                { stationId, userId: chosen },
                {
                  onSuccess: () => {
                    toast.success(t('network.stations.attached'));
                    setChosen(undefined);
                  },
                  onError: failed,
                },
              )
            }
          >
            {t('network.stations.attach')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
