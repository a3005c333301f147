import '@/i18n/fleet';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { formatPhone } from '@foleni/contract';
import { Button, Form, type FormRule, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './wizard.module.css';

type InviteRowsProps = {
  /** The Form.List's name. */
  name: string;
  addLabel: string;
  /** The rule of a row's field, by the row's place in the list. */
  rule: (index: number, field: 'email' | 'phone_number') => FormRule;
  /** More fields of a row (the manager's "works as"). */
  extra?: (index: number) => ReactNode;
  newRow?: Record<string, string>;
};

/** People to invite by e-mail and phone, one bordered row each, added and removed at will. */
export function InviteRows({ name, addLabel, rule, extra, newRow }: InviteRowsProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div className={styles.rows}>
          {rows.map((row, index) => (
            <fieldset key={row.key} className={styles.row}>
              <legend className={styles.rowLegend}>
                {t('fleet.wizard.people.invitation', { number: index + 1 })}
              </legend>
              <div className={styles.pair}>
                <Form.Item
                  name={[row.name, 'email']}
                  label={t('fleet.wizard.people.email')}
                  rules={[rule(index, 'email')]}
                >
                  <Input
                    type="email"
                    autoComplete="off"
                    placeholder={t('fleet.wizard.people.emailPlaceholder')}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'phone_number']}
                  label={t('fleet.wizard.people.phone')}
                  normalize={(value: unknown) =>
                    formatPhone(typeof value === 'string' ? value : '')
                  }
                  rules={[rule(index, 'phone_number')]}
                >
                  <Input
                    inputMode="tel"
                    autoComplete="off"
                    placeholder={t('fleet.wizard.people.phonePlaceholder')}
                  />
                </Form.Item>
              </div>
              <div className={styles.pair}>
                <Form.Item
                  name={[row.name, 'firstname']}
                  label={t('fleet.wizard.people.firstname')}
                >
                  <Input maxLength={80} />
                </Form.Item>
                <Form.Item name={[row.name, 'lastname']} label={t('fleet.wizard.people.lastname')}>
                  <Input maxLength={80} />
                </Form.Item>
              </div>
              {extra?.(index)}
              <Button
                className={styles.removeRow}
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
              >
                {t('fleet.wizard.people.remove')}
              </Button>
            </fieldset>
          ))}
          <Button icon={<UserAddOutlined />} onClick={() => add(newRow ?? {})}>
            {addLabel}
          </Button>
          {rows.length ? (
            <p className={styles.note}>{t('fleet.wizard.people.invitedNote')}</p>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
