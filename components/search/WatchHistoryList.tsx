// Recently viewed products (the watch history in local storage), where a shopper looks for them: a row of cards
// on the search and product pages (`variant="cards"`), and a short list under the focused, empty search box
// (`variant="compact"`). Each entry opens its product page through the same encrypted link as any product card,
// and is named by what it shows (title, price, shop), as the product cards are: a label of its own would leave the
// visible price and shop out of the name a voice-control user says.
// Plain elements and a static stylesheet: the row appears once the page has loaded, and drawing it with MUI made
// every search and product page load MUI, Emotion and a theme right after hydration.
import { useId, useMemo } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import PlainTextButton from '@/components/common/PlainTextButton';
import ProductThumb from '@/components/common/ProductThumb';
import { useWatchHistory, type WatchHistoryItem } from '@/stores/watchHistory';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import cardStyles from '@/components/product/ProductCard.module.css';
import styles from './WatchHistoryList.module.css';

export interface WatchHistoryListProps {
  variant?: 'cards' | 'compact';
  /** Most entries shown (the store keeps 20). */
  limit?: number;
  /** Show a line of text instead of nothing when the history is empty. */
  showEmpty?: boolean;
  /** Called when an entry is opened (e.g. to close a dropdown). */
  onNavigate?: () => void;
  /** Heading level of the title (cards variant). */
  headingComponent?: 'h2' | 'h3';
}

/** On a phone a card is 42% of the row; from 600 px wide, 160 px. */
const CARD_IMAGE_SIZES = '(min-width: 600px) 160px, 42vw';

export default function WatchHistoryList({
  variant = 'cards',
  limit = 20,
  showEmpty = false,
  onNavigate,
  headingComponent: Heading = 'h2',
}: WatchHistoryListProps) {
  const { t } = useTranslation('search');
  const { items, clear } = useWatchHistory();
  const format = useFormat();
  const price = (item: WatchHistoryItem) => format.money(item.price, BASE_CURRENCY);
  const titleId = useId();
  const entries = useMemo(() => items.slice(0, limit), [items, limit]);
  const hrefFor = useProductHrefs(entries.map((item) => item.productUrl));
  const shown = useMemo(() => entries.map((item) => ({ item, href: hrefFor(item.productUrl) })), [entries, hrefFor]);

  if (shown.length === 0) {
    return showEmpty ? <p className={styles.empty}>{t('watchHistory.empty')}</p> : null;
  }

  const compact = variant === 'compact';
  const TitleTag = compact ? 'p' : Heading;
  const header = (
    <div className={styles.header}>
      <TitleTag id={titleId} className={compact ? styles.compactTitle : styles.title}>
        {t('watchHistory.title')}
      </TitleTag>
      <PlainTextButton size="small" onClick={clear} className={styles.clear}>
        {t('watchHistory.clear')}
      </PlainTextButton>
    </div>
  );

  if (compact) {
    return (
      <section aria-labelledby={titleId} className={styles.compactSection}>
        {header}
        <ul className={styles.list}>
          {shown.map(({ item, href }) => {
            const content = (
              <>
                <ProductThumb src={item.coverImage} size={40} iconSize="medium" />
                <span className={styles.entryText}>
                  <span className={`${styles.body} ${styles.line}`} title={item.name}>
                    {item.name}
                  </span>
                  <span className={`${styles.caption} ${styles.secondary} ${styles.line}`}>
                    <bdi>{price(item)}</bdi>
                    {item.shopName && (
                      <>
                        {' '}
                        · <bdi>{item.shopName}</bdi>
                      </>
                    )}
                  </span>
                </span>
              </>
            );
            return (
              <li key={item.productId}>
                {href ? (
                  <NextLink href={href} onClick={onNavigate} className={styles.entry}>
                    {content}
                  </NextLink>
                ) : (
                  <div className={`${styles.entry} ${styles.unlinked}`}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      {header}
      <ul className={styles.row}>
        {shown.map(({ item, href }) => {
          const content = (
            <>
              <ProductThumb src={item.coverImage} size="fill" sizes={CARD_IMAGE_SIZES} iconSize="medium" />
              <div className={styles.cardBody}>
                <p className={`${styles.body} ${cardStyles.title} ${cardStyles.clamped}`} title={item.name}>
                  {item.name}
                </p>
                <p className={styles.price}>
                  <bdi>{price(item)}</bdi>
                </p>
                {item.shopName && (
                  <p className={`${styles.caption} ${styles.secondary} ${styles.noWrap}`}>{item.shopName}</p>
                )}
              </div>
            </>
          );
          return (
            <li key={item.productId} className={styles.rowItem}>
              <div className={cardStyles.card}>
                {href ? (
                  <NextLink href={href} onClick={onNavigate} className={`${cardStyles.action} ${styles.cardAction}`}>
                    {content}
                  </NextLink>
                ) : (
                  <div className={styles.cardAction}>{content}</div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
