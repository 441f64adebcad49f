// The product card the home page and the search results share: a square cover image, the title, and the lines
// each place adds under it (price, sales, shop). The whole card links to the product page when an address could
// be built; without one (no link key configured) it shows without a link.
// A home page shows dozens of these: the card is plain elements styled by a static stylesheet
// (ProductCard.module.css, the look of an outlined MUI Card), so a card costs no style work to render or hydrate.
import type { ReactNode } from 'react';
import styles from './ProductCard.module.css';
import { CardCover, CardLinkArea } from './CardParts';

export default function ProductCardView({
  coverImage,
  title,
  shownTitle = title,
  clampTitle = false,
  href,
  children,
  testId,
}: {
  coverImage: string | null | undefined;
  /** The full title (the tooltip). */
  title: string;
  /** What the card shows, when it is a shortened title. */
  shownTitle?: string;
  /** Cut the shown title after two lines with CSS. */
  clampTitle?: boolean;
  href: string | null;
  /** The lines under the title. */
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.card} data-testid={testId}>
      <CardLinkArea href={href}>
        <CardCover src={coverImage} />
        <div className={styles.body}>
          <h3 className={clampTitle ? `${styles.title} ${styles.clamped}` : styles.title} title={title}>
            {shownTitle}
          </h3>
          {children}
        </div>
      </CardLinkArea>
    </div>
  );
}
