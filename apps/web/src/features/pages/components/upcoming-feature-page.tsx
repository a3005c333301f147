import '@/i18n/public-pages';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonLook } from '@/components/ui/button-look';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { contactDetails, mailto } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import type { Localized } from '../content/types';
import type { UpcomingFeatureContent } from '../content/upcoming';
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
      <PageMeta title={content.title} description={content.lead} />
      <PageHeader
        eyebrow={
          <span className={styles.badge} data-soon="">
            {t('pages.comingSoon')}
          </span>
        }
        title={content.title}
        lead={content.lead}
      >
        <div className={styles.hero}>
          <a
            href={mailto(contactDetails.partnersEmail, content.title)}
            {...buttonLook({ type: 'primary' })}
          >
            {content.action}
          </a>
          <ButtonLink to={paths.comingSoon.getHref()} icon={<ArrowLeftOutlined />}>
            {t('pages.allComingSoon')}
          </ButtonLink>
        </div>
      </PageHeader>
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
