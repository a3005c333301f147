import '@/i18n/public-pages';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './content.module.css';

/** "Still have a question?" with a way to reach a person, at the end of help pages. */
export function HelpCta() {
  const { t } = useTranslation();
  return (
    <aside className={styles.cta}>
      <MessageOutlined className={styles.ctaIcon} aria-hidden="true" />
      <div className={styles.ctaText}>
        <h2 className={styles.ctaTitle}>{t('pages.questions')}</h2>
        <p>{t('pages.questionsBody')}</p>
      </div>
      <ButtonLink type="primary" to={paths.contact.getHref()}>
        {t('pages.contactUs')}
      </ButtonLink>
    </aside>
  );
}
