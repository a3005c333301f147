import '@/i18n/public-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody } from '@/components/ui/page-header';
import { contactDetails } from '@/config/contact-details';
import { useLanguage } from '@/i18n/use-language';
import { comingSoonContent } from '../content/upcoming';
import { ComingSoonHeader } from './coming-soon-header';
import styles from './content.module.css';
import { upcomingHrefs, upcomingIcons } from './features-page';

/** `/commingsoon` (spec's spelling): charging, EV factory booking and the AI assistant. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const content = comingSoonContent[language];

  return (
    <>
      <ComingSoonHeader
        title={content.title}
        lead={content.lead}
        action={content.action}
        email={contactDetails.supportEmail}
      />
      <PageBody>
        <ul className={styles.cardGrid} data-columns="3">
          {content.items.map((item) => (
            <li key={item.id} id={item.id} className={styles.card} data-soon="">
              <span className={styles.cardIcon} aria-hidden="true">
                {upcomingIcons[item.id]}
              </span>
              <h2 className={styles.cardTitle}>{item.title}</h2>
              <p className={styles.cardBody}>{item.body}</p>
              <ul className={styles.cardList}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {item.id === 'assistant' ? null : (
                <Link to={upcomingHrefs[item.id]} className={styles.cardLink}>
                  {t('pages.learnMore')} →
                </Link>
              )}
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
