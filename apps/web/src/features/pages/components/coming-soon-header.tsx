import '@/i18n/public-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonLook } from '@/components/ui/button-look';
import { PageHeader } from '@/components/ui/page-header';
import { mailto } from '@/config/contact-details';
import styles from './content.module.css';

/** The head of a coming-soon page: its badge, title and lead, and a button that e-mails us. */
export function ComingSoonHeader({
  title,
  lead,
  action,
  email,
  children,
}: {
  title: string;
  lead: string;
  action: string;
  email: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} description={lead} />
      <PageHeader
        eyebrow={
          <span className={styles.badge} data-soon="">
            {t('pages.comingSoon')}
          </span>
        }
        title={title}
        lead={lead}
      >
        <div className={styles.hero}>
          <a href={mailto(email, title)} {...buttonLook({ type: 'primary' })}>
            {action}
          </a>
          {children}
        </div>
      </PageHeader>
    </>
  );
}
