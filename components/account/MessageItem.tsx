// One notification: a header row (unread dot, title, time in the tenant's zone) that opens the full text.
// Opening an unread one marks it read (the parent calls the API). Title and text take their direction from their
// own words (dir="auto": a notification stored in English before messages were translated reads left to right in
// an Arabic page), and the values inside them are isolated (IsolatedText). Plain elements under a static stylesheet
// (MessageItem.module.css): the page lists a page of these, and each costs no style work when it renders.
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { UserNotification } from '@/contract';
import IsolatedText from '@/components/common/IsolatedText';
import PlainIcon from '@/components/common/PlainIcon';
import { EXPAND_MORE } from '@/components/common/plainIconPaths';
import hidden from '@/components/common/visuallyHidden.module.css';
import styles from './MessageItem.module.css';

export default function MessageItem({
  notification,
  time,
  open,
  onToggle,
}: {
  notification: UserNotification;
  /** Already formatted in the tenant's zone. */
  time: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('account');
  const panelId = useId();
  const unread = !notification.read;
  return (
    <li className={styles.item}>
      <button type="button" className={styles.row} onClick={onToggle} aria-expanded={open} aria-controls={panelId}>
        <span aria-hidden className={unread ? `${styles.dot} ${styles.unreadDot}` : styles.dot} />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={unread ? `${styles.title} ${styles.unreadTitle}` : styles.title}>
              {unread && <span className={hidden.visuallyHidden}>{`${t('messages.unreadLabel')}: `}</span>}
              <span dir="auto">
                <IsolatedText text={notification.title} />
              </span>
            </span>
            <time className={styles.time} dateTime={notification.createdAt}>
              {time}
            </time>
          </span>
          {!open && (
            <span className={styles.preview} dir="auto">
              <IsolatedText text={notification.content} />
            </span>
          )}
        </span>
        <PlainIcon d={EXPAND_MORE} className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
      </button>
      {/* Closed, the text is not in the page; it opens with a short slide (MessageItem.module.css). */}
      {open && (
        <div className={styles.reveal}>
          <div className={styles.revealClip}>
            <p id={panelId} className={styles.panel}>
              <span dir="auto" className={styles.panelText}>
                <IsolatedText text={notification.content} />
              </span>
            </p>
          </div>
        </div>
      )}
    </li>
  );
}
