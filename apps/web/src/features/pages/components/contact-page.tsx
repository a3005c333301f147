import {
  ClockCircleOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  LockOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { contactDetails, mailto } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { contactContent } from '../content/contact';
import { Blocks } from './blocks';
import styles from './content.module.css';

function ChannelCard({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <span className={styles.cardIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.cardBody}>{body}</p>
      {children}
    </li>
  );
}

/** The addresses the page lists, each with what to write to it about (its text in the content). */
const mailChannels = [
  { key: 'support', icon: <CustomerServiceOutlined />, email: contactDetails.supportEmail },
  { key: 'partners', icon: <TeamOutlined />, email: contactDetails.partnersEmail },
  { key: 'privacy', icon: <LockOutlined />, email: contactDetails.privacyEmail },
] as const;

/** `/contact`: who to write to about what, the office, and the complaint form for trips. */
export function ContactPage() {
  const { language } = useLanguage();
  const content = contactContent[language];

  return (
    <>
      <PageMeta title={content.title} description={content.lead} />
      <PageHeader title={content.title} lead={content.lead} />
      <PageBody>
        <div className={styles.stack}>
          <ul className={styles.cardGrid}>
            {mailChannels.map(({ key, icon, email }) => (
              <ChannelCard
                key={key}
                icon={icon}
                title={content[key].title}
                body={content[key].body}
              >
                <a href={mailto(email)} className={styles.channelValue}>
                  {email}
                </a>
              </ChannelCard>
            ))}
            <ChannelCard
              icon={<EnvironmentOutlined />}
              title={content.office.title}
              body={content.office.body}
            >
              <span className={styles.channelValue}>{content.office.place}</span>
              <span className={styles.cardBody}>
                <ClockCircleOutlined aria-hidden="true" /> {content.office.hours}
              </span>
            </ChannelCard>
          </ul>

          <aside className={styles.cta} aria-labelledby="complaint-title">
            <WarningOutlined className={styles.ctaIcon} aria-hidden="true" />
            <div className={styles.ctaText}>
              <h2 id="complaint-title" className={styles.ctaTitle}>
                {content.complaintTitle}
              </h2>
              <p>{content.complaintBody}</p>
            </div>
            <ButtonLink type="primary" to={paths.complain.getHref()}>
              {content.complaintAction}
            </ButtonLink>
          </aside>

          <section aria-labelledby="tips-title">
            <h2 id="tips-title" className={styles.groupTitle}>
              {content.tipsTitle}
            </h2>
            <div className={styles.article}>
              <Blocks blocks={[{ list: content.tips }]} />
            </div>
          </section>
        </div>
      </PageBody>
    </>
  );
}
