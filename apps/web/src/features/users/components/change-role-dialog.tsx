import '@/i18n/account';
import { ROLES, type Role, type User } from '@foleni/contract';
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '@/lib/select-options';

type ChangeRoleDialogProps = {
  /** The account whose role changes; null when the dialog is closed. */
  user: User | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (role: Role) => void;
};

/** Picks the new role; OK confirms the change. */
export function ChangeRoleDialog({ user, pending, onCancel, onConfirm }: ChangeRoleDialogProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role | undefined>(user?.role);

  useEffect(() => {
    setRole(user?.role);
  }, [user]);

  return (
    <Modal
      open={user !== null}
      title={user ? t('users.roleTitle', { name: user.name }) : null}
      okText={t('users.changeRole')}
      okButtonProps={{ disabled: !role || role === user?.role }}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => role && onConfirm(role)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('users.roleLabel')} htmlFor="change-role-select">
          <Select<Role>
            id="change-role-select"
            value={role}
            onChange={setRole}
            options={optionsOf(ROLES, (value) => t(`account.roles.${value}`))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
