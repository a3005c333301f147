import '@/i18n/passengers';
import type { User } from '@foleni/contract';
import { Modal, Select } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../api/get-staff';
import styles from './complaint-details.module.css';

type AssignDialogProps = {
  open: boolean;
  me: User;
  /** Choose among everyone who handles complaints, rather than only oneself. */
  pickAnyone: boolean;
  current: number | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (assignee: number | null) => void;
};

const UNASSIGNED = 0;

/**
 * Hands the complaint to a staff member. Whoever may list accounts (a system admin) picks among
 * those who handle complaints; anyone else takes it on themselves or gives it back.
 */
export function AssignDialog({
  open,
  me,
  pickAnyone: admin,
  current,
  pending,
  onCancel,
  onConfirm,
}: AssignDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const staff = useStaff(useDeferredValue(search.trim()), open && admin);
  const [choice, setChoice] = useState<number>(current ?? UNASSIGNED);
  useEffect(() => {
    if (open) setChoice(current ?? UNASSIGNED);
  }, [open, current]);

  const people = admin ? (staff.data ?? []) : [me];
  const options = [
    { value: UNASSIGNED, label: t('complaints.detail.assignDialog.unassign') },
    ...people.map((person) => ({
      value: person.id,
      label:
        person.id === me.id
          ? t('complaints.detail.assignDialog.me', { name: person.name })
          : `${person.name} · ${person.email}`,
    })),
  ];

  return (
    <Modal
      open={open}
      title={t('complaints.detail.assignDialog.title')}
      okText={t('complaints.detail.assignDialog.confirm')}
      cancelText={t('complaints.detail.assignDialog.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => onConfirm(choice === UNASSIGNED ? null : choice)}
    >
      <label className="ant-form-item-label" htmlFor="complaint-assignee">
        {t('complaints.detail.assignDialog.assignee')}
      </label>
      <Select<number>
        id="complaint-assignee"
        className={styles.select}
        value={choice}
        onChange={setChoice}
        showSearch={admin ? { filterOption: false, onSearch: setSearch } : false}
        loading={staff.isFetching}
        placeholder={t('complaints.detail.assignDialog.placeholder')}
        options={options}
      />
    </Modal>
  );
}
