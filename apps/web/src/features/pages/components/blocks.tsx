import type { Block } from '../content/types';
import styles from './content.module.css';

/** Paragraphs, lists and numbered steps of a content section. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const key = `${index}`;
    if (typeof block === 'string') {
      return (
        <p key={key} className={styles.paragraph}>
          {block}
        </p>
      );
    }
    if ('steps' in block) {
      return (
        <ol key={key} className={styles.steps}>
          {block.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      );
    }
    return (
      <ul key={key} className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  });
}
