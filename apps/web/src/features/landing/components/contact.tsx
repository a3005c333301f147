import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '@/components/layouts/landing-section';
import { ButtonLink } from '@/components/ui/button-link';
import link from '@/components/ui/text-link.module.css';
import { contactDetails, mailto } from '@/config/contact-details';
import { paths } from '@/config/paths';
import styles from './landing.module.css';

/** The addresses to write to, each under its label. */
const EMAILS = [
  { label: 'landing.contact.support', address: contactDetails.supportEmail },
  { label: 'landing.contact.saccos', address: contactDetails.partnersEmail },
] as const;

/** How to reach Foleni (spec §1: contact details). */
export function Contact() {
  const { t } = useTranslation();
  return (
    <LandingSection titleId="contact-title">
      <div className={styles.contactPanel}>
        <div>
          <SectionHeading title={t('landing.contact.title')} lead={t('landing.contact.lead')} />
          <div className={styles.heroActions}>
            <ButtonLink type="primary" to={paths.contact.getHref()}>
              {t('landing.contact.allDetails')}
            </ButtonLink>
            <ButtonLink to={paths.complain.getHref()}>{t('landing.contact.complain')}</ButtonLink>
          </div>
        </div>
        <ul className={styles.contactList}>
          {EMAILS.map(({ label, address }) => (
            <li key={label} className={styles.contactItem}>
              <span className={styles.contactLabel}>{t(label)}</span>
              <a href={mailto(address)} className={link.textLink}>
                {address}
              </a>
            </li>
          ))}
          <li className={styles.contactItem}>
            <span className={styles.contactLabel}>{t('landing.contact.office')}</span>
            {t('landing.contact.officeValue')}
            <span className={styles.contactLabel}>{t('landing.contact.hours')}</span>
          </li>
        </ul>
      </div>
    </LandingSection>
  );
}
