import { createContext, type ReactNode, use } from 'react';
import styles from './landing-section.module.css';

/** The id of the section's heading, which names the section for screen readers. */
const TitleIdContext = createContext<string | undefined>(undefined);

/**
 * A band of the landing page at the page's width, named by its SectionHeading (`titleId`, wherever
 * in the band the heading stands). With `anchor` it is where a header link scrolls to.
 */
export function LandingSection({
  titleId,
  anchor,
  children,
}: {
  titleId: string;
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      className={anchor ? `${styles.section} ${styles.anchor}` : styles.section}
      aria-labelledby={titleId}
    >
      <div className={styles.container}>
        <TitleIdContext value={titleId}>{children}</TitleIdContext>
      </div>
    </section>
  );
}

/** A landing section's title and the line that leads into it. */
export function SectionHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <>
      <h2 id={use(TitleIdContext)} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </>
  );
}
