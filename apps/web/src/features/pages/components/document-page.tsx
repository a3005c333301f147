import '@/i18n/public-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { useLanguage } from '@/i18n/use-language';
import { formatLongDay } from '@/lib/dates';
import type { DocumentContent } from '../content/types';
import { Blocks } from './blocks';
import styles from './content.module.css';
import { TitledSection } from './titled-section';

type DocumentPageProps = {
  content: DocumentContent;
  /** Shown above the title. */
  eyebrow?: ReactNode;
  /** Lists the sections beside the text (long pages such as the legal ones). */
  toc?: boolean;
  /** Extra content after the sections (a call to action, the data credits…). */
  children?: ReactNode;
};

/** A page of text: title and lead, optional table of contents, then its sections. */
export function DocumentPage({ content, eyebrow, toc = false, children }: DocumentPageProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const updated = content.updated ? formatLongDay(content.updated, language) : null;

  return (
    <>
      <PageMeta title={content.title} description={content.lead} />
      <PageHeader eyebrow={eyebrow} title={content.title} lead={content.lead}>
        {updated ? (
          <p className={styles.updated}>{t('pages.lastUpdated', { date: updated })}</p>
        ) : null}
      </PageHeader>
      <PageBody narrow={!toc}>
        <div className={styles.document} data-toc={toc || undefined}>
          {toc ? (
            <nav className={styles.toc} aria-labelledby="toc-title">
              <h2 id="toc-title" className={styles.tocTitle}>
                {t('pages.onThisPage')}
              </h2>
              <ol className={styles.tocList}>
                {content.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.tocLink}>
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <article className={styles.article}>
            {content.sections.map((section) => (
              <TitledSection
                key={section.id}
                id={section.id}
                heading={section.heading}
                className={styles.section}
                headingClassName={styles.sectionTitle}
              >
                <Blocks blocks={section.blocks} />
              </TitledSection>
            ))}
            {children}
          </article>
        </div>
      </PageBody>
    </>
  );
}
