import '@/i18n/fleet';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useVehicles } from '../../api/get-vehicles';
import styles from './wizard.module.css';

/** Drafts the account may continue (its own, or its Sacco's), each at the step it stopped. */
export function UnfinishedVehicles() {
  const { t } = useTranslation();
  const drafts = useVehicles({ page: 1, pageSize: 10, status: 'draft' });
  if (!drafts.data?.results.length) {
    return null;
  }
  return (
    <Card className={styles.drafts} title={t('fleet.wizard.drafts.title')} size="small">
      <p className={styles.intro}>{t('fleet.wizard.drafts.intro')}</p>
      <ul className={styles.draftList} aria-label={t('fleet.wizard.drafts.title')}>
        {drafts.data.results.map((draft) => (
          <li key={draft.id} className={styles.draft}>
            <span className={styles.draftPlate}>{draft.plate}</span>
            <span className={styles.draftStep}>
              {t('fleet.wizard.stepOf', { step: draft.wizard_step })}
            </span>
            <ButtonLink
              size="small"
              aria-label={`${t('fleet.wizard.drafts.resume')} ${draft.plate}`}
              to={paths.dashboard.newVehicle.getHref(draft.id, draft.wizard_step)}
            >
              {t('fleet.wizard.drafts.resume')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
