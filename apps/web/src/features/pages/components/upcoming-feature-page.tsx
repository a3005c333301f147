import '@/i18n/public-pages';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBody } from '@/components/ui/page-header';
import { contactDetails } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import type { Localized } from '../content/types';
import type { UpcomingFeatureContent } from '../content/upcoming';
import { ComingSoonHeader } from './coming-soon-header';
import styles from './content.module.css';

/** A coming-soon feature's page (/charging, /factory-booking): what it will do and for whom. */
export function UpcomingFeaturePage({
  content: localized,
  icon,
}: {
  content: Localized<UpcomingFeatureContent>;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const content = localized[language];

  return (
    <>
      <ComingSoonHeader
        title={content.title}
        lead={content.lead}
        action={content.action}
        email={contactDetails.partnersEmail}
      >
        <ButtonLink to={paths.comingSoon.getHref()} icon={<ArrowLeftOutlined />}>
          {t('pages.allComingSoon')}
        </ButtonLink>
      </ComingSoonHeader>
      <PageBody>
        <div className={styles.stack}>
          <ul className={styles.cardGrid}>
            <li className={styles.card} data-soon="">
              <span className={styles.cardIcon} aria-hidden="true">
                {icon}
              </span>
              <h2 className={styles.cardTitle}>{content.whatTitle}</h2>
              <ul className={styles.cardList}>
                {content.what.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
            <li className={styles.card}>
              <h2 className={styles.cardTitle}>{content.whoTitle}</h2>
              <ul className={styles.cardList}>
                {content.who.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h2 className={styles.cardTitle}>{content.statusTitle}</h2>
              <p className={styles.cardBody}>{content.status}</p>
            </li>
          </ul>
        </div>
      </PageBody>
    </>
  );
}
