// FAQ items as an accordion. Answers are tenant HTML, sanitised on the server like articles. Each question is a
// button (aria-expanded, aria-controls) inside a heading right under the page's h1, and each answer a region
// named by its question, as MUI's Accordion builds them; closed answers stay in the page, hidden.
import { useId, useState } from 'react';
import type { FaqItem } from '@/contract';
import PlainIcon from '@/components/common/PlainIcon';
import { EXPAND_MORE } from '@/components/common/plainIconPaths';
import buttonReset from '@/components/common/buttonReset.module.css';
import ArticleHtml from './ArticleHtml';
import styles from './FaqList.module.css';

function FaqEntry({ item, id }: { item: FaqItem; id: string }) {
  const [open, setOpen] = useState(false);
  const questionId = `${id}-q`;
  const answerId = `${id}-a`;
  return (
    <div className={open ? `${styles.item} ${styles.open}` : styles.item}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={questionId}
          className={`${buttonReset.buttonReset} ${styles.question}`}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={styles.questionText}>{item.question}</span>
          <span className={styles.expandIcon}>
            <PlainIcon d={EXPAND_MORE} />
          </span>
        </button>
      </h2>
      <div className={styles.answer}>
        <div className={styles.answerInner}>
          <div id={answerId} role="region" aria-labelledby={questionId} className={styles.answerBody}>
            <ArticleHtml html={item.answer} />
          </div>
        </div>
      </div>
    </div>
  );
}

export default function FaqList({ items }: { items: FaqItem[] }) {
  const baseId = useId();
  return (
    <div>
      {items.map((item, i) => (
        <FaqEntry key={`${i}-${item.question}`} item={item} id={`${baseId}-${i}`} />
      ))}
    </div>
  );
}
