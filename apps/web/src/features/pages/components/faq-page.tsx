import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { useLanguage } from '@/i18n/use-language';
import { faqContent } from '../content/faq';
import styles from './content.module.css';
import { HelpCta } from './help-cta';
import { TitledSection } from './titled-section';

/** `/faq`: questions grouped by who asks them; each answer opens in place (native details). */
export function FaqPage() {
  const { language } = useLanguage();
  const content = faqContent[language];

  return (
    <>
      <PageMeta title={content.title} description={content.lead} />
      <PageHeader title={content.title} lead={content.lead} />
      <PageBody narrow>
        <div className={styles.stack}>
          {content.groups.map((group) => (
            <TitledSection
              key={group.id}
              id={group.id}
              heading={group.heading}
              className={styles.faqGroup}
              headingClassName={styles.groupTitle}
            >
              <ul className={styles.faqList}>
                {group.items.map((item) => (
                  <li key={item.question}>
                    <details className={styles.question}>
                      <summary>{item.question}</summary>
                      <div className={styles.answer}>
                        <p>{item.answer}</p>
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ))}
          <HelpCta />
        </div>
      </PageBody>
    </>
  );
}
