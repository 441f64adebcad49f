import type { Slogan } from '@/contract';
import styles from './SloganBlock.module.css';

/** The tenant's slogan: the page's main heading when present. */
export default function SloganBlock({ slogan }: { slogan: Slogan }) {
  return (
    <header className={styles.slogan}>
      {slogan.title && <h1 className={styles.title}>{slogan.title}</h1>}
      {slogan.subtitle && <p className={styles.subtitle}>{slogan.subtitle}</p>}
    </header>
  );
}
