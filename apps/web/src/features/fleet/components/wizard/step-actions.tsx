import '@/i18n/fleet';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './wizard.module.css';

/** Back and "Save and continue" under a step's form. */
export function StepActions({
  saving,
  onBack,
}: {
  saving: boolean;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={saving}>
          {t('fleet.wizard.back')}
        </Button>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('fleet.wizard.next')}
      </Button>
    </div>
  );
}
