// The page buttons under a paged list (my purchases, messages, transit orders, feedback, the balance lists):
// centred, compact on a phone (no neighbouring pages), named in the page's language. Nothing for a single page.
// MUI's Pagination (rounded, primary) drawn as a plain <nav> of buttons by a static stylesheet: the same names
// ("Page 3" with aria-current on the current one, "Previous page", "Next page"), the same disabled states and the
// same focus rule (a press that disables the focused arrow moves focus to the current page instead of losing it).
import { useLayoutEffect, useRef } from 'react';
import PlainIcon from './PlainIcon';
import { NAVIGATE_BEFORE, NAVIGATE_NEXT } from './paginationIconPaths';
import { paginationItems } from './paginationItems';
import { usePageItemLabel } from './usePageItemLabel';
import styles from './ListPagination.module.css';

export default function ListPagination({
  pageCount,
  page,
  onPage,
  disabled = false,
  label,
  shape = 'rounded',
  className,
}: {
  pageCount: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** While the next page is loading. */
  disabled?: boolean;
  /** The navigation's accessible name, where the page has more than one list. */
  label?: string;
  /** rounded: the account lists' square buttons with round corners; circular: round buttons (the search results). */
  shape?: 'rounded' | 'circular';
  /** The frame's class, for the caller's placement. */
  className?: string;
}) {
  const pageItemLabel = usePageItemLabel();
  const navRef = useRef<HTMLElement>(null);
  // The arrow pressed while focused that the new page disables, and the page it leads to.
  const pendingFocus = useRef<{ page: number; trigger: HTMLButtonElement } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.page !== page) return;
    pendingFocus.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body || active === pending.trigger) {
      navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (pageCount <= 1) return null;

  const go = (target: number, button: HTMLButtonElement, disablesItself: boolean) => {
    pendingFocus.current =
      disablesItself && document.activeElement === button ? { page: target, trigger: button } : null;
    onPage(target);
  };

  return (
    <div className={[styles.frame, shape === 'circular' && styles.circular, className].filter(Boolean).join(' ')}>
      <nav ref={navRef} aria-label={label}>
        <ul className={styles.list}>
          {paginationItems(pageCount, page, 0).map((item) => {
            if (!('page' in item)) {
              return (
                <li key={item.type}>
                  <div className={disabled ? `${styles.ellipsis} ${styles.ellipsisDisabled}` : styles.ellipsis}>…</div>
                </li>
              );
            }
            if (item.type === 'page') {
              return (
                <li key={`page-${item.page}`}>
                  <button
                    type="button"
                    className={item.selected ? `${styles.item} ${styles.selected}` : styles.item}
                    disabled={disabled}
                    aria-current={item.selected ? 'page' : undefined}
                    aria-label={pageItemLabel('page', item.page)}
                    onClick={(event) => {
                      if (!item.selected) go(item.page, event.currentTarget, false);
                    }}
                  >
                    {item.page}
                  </button>
                </li>
              );
            }
            const disablesItself = item.type === 'previous' ? item.page === 1 : item.page === pageCount;
            return (
              <li key={item.type}>
                <button
                  type="button"
                  className={styles.item}
                  disabled={disabled || item.disabled}
                  aria-label={pageItemLabel(item.type, item.page)}
                  onClick={(event) => go(item.page, event.currentTarget, disablesItself)}
                >
                  <PlainIcon
                    d={item.type === 'previous' ? NAVIGATE_BEFORE : NAVIGATE_NEXT}
                    size="inherit"
                    className={styles.arrow}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
