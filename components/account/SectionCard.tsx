// A titled block of the account pages: a section named by its heading, with an optional description under it.
// Plain elements styled by a static stylesheet (SectionCard.module.css), as the page shows seven of these.
import type { ReactNode } from 'react';
import styles from './SectionCard.module.css';

export default function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={description ? `${styles.title} ${styles.described}` : styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
