import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { aboutContent } from '../content/about';
import styles from './content.module.css';
import { DocumentPage } from './document-page';
import { HelpCta } from './help-cta';

/** `/about`, with the route data's credit (CC BY 4.0) quoted word for word. */
export function AboutPage({ attribution }: { attribution: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <DocumentPage content={aboutContent[language]}>
      <p className={styles.attribution}>
        <strong>{t('footer.dataCredits')}: </strong>
        <span lang="en">{attribution}</span>
      </p>
      <HelpCta />
    </DocumentPage>
  );
}
