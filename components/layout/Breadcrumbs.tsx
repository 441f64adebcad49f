// The content header's trail: Home first, then the page's own items. Each item is at most 540 px wide
// and ends in an ellipsis (the full text stays in the title). The last item is the current page, not a link.
// Plain elements styled by a static stylesheet (Breadcrumbs.module.css; the look MUI's Breadcrumbs, Link and
// Typography gave it): the trail is on most pages. Trails are short (Home and at most a
// few items), so MUI's collapsing of more than eight items is not needed.
import { Fragment } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import { NAVIGATE_NEXT } from '@/components/common/plainIconPaths';
import styles from './Breadcrumbs.module.css';
import type { Breadcrumb } from '@/services/pageSettings';

export interface BreadcrumbsProps {
  items: readonly Breadcrumb[];
}

export default function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  const trail: Breadcrumb[] = [{ label: 'nav.home', href: '/' }, ...items.filter((item) => item.href !== '/')];
  return (
    <nav className={styles.trail} aria-label={t('header.breadcrumbs')}>
      <ol className={styles.list}>
        {trail.map((item, index) => {
          const text = item.raw ? item.label : t(item.label);
          // A raw item (a product title, a searched keyword) takes its own direction from its first letter, so a Latin
          // title on a right-to-left page keeps its quotes and punctuation in place and is cut at its end, not its start.
          const dir = item.raw ? 'auto' : undefined;
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 && (
                <li aria-hidden className={styles.separator}>
                  <PlainIcon d={NAVIGATE_NEXT} size="small" />
                </li>
              )}
              <li className={styles.item}>
                {last || !item.href ? (
                  <p className={styles.text} title={text} aria-current={last ? 'page' : undefined} dir={dir}>
                    {text}
                  </p>
                ) : (
                  <NextLink className={styles.link} href={item.href} title={text} dir={dir}>
                    {text}
                  </NextLink>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
