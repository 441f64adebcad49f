// Announcements as a compact list: title and date always visible, the text behind a disclosure button so a long
// notice does not push the products down. Text is shown as plain text (line breaks kept), never as HTML.
import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Announcement } from '@/contract';
import PlainIcon from '@/components/common/PlainIcon';
import { EXPAND_MORE } from '@/components/common/plainIconPaths';
import { CAMPAIGN_OUTLINED } from './homeIconPaths';
import { clockParts } from '@/utils/clock';
import styles from './Announcements.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The publication day in the tenant's zone, as YYYY-MM-DD (the status bar's clock uses the same form). */
export function announcementDate(iso: string, offsetHours: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = clockParts(time, offsetHours);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function Item({ item, offsetHours }: { item: Announcement; offsetHours: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const date = announcementDate(item.publishedAt, offsetHours);
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.title}>{item.title}</span>
        {date && (
          <time className={styles.date} dateTime={item.publishedAt}>
            {date}
          </time>
        )}
        <PlainIcon d={EXPAND_MORE} size="small" className={styles.chevron} />
      </button>
      <div id={id} className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
        <div>
          <p className={styles.content}>{item.content}</p>
        </div>
      </div>
    </li>
  );
}

export default function Announcements({ items, offsetHours }: { items: Announcement[]; offsetHours: number }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <div className={styles.head}>
        <PlainIcon d={CAMPAIGN_OUTLINED} size="small" className={styles.icon} />
        <h2 id={headingId} className={styles.heading}>
          {t('announcements.title')}
        </h2>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <Item key={item.id} item={item} offsetHours={offsetHours} />
        ))}
      </ul>
    </section>
  );
}
