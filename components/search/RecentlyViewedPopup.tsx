// The recently viewed products under the focused, empty search box. Loaded once the shopper has a history
// (after the page is idle) or focuses the box: the list and its product links are not needed to show a page.
// A plain box placed under the search field (the field's offset in the search box, which is the positioned
// parent): MUI's Popper and Paper would load MUI and Emotion on every page where a shopper has a history.
import WatchHistoryList from './WatchHistoryList';
import styles from './RecentlyViewedPopup.module.css';

export interface RecentlyViewedPopupProps {
  open: boolean;
  /** The search field; the popup opens under it, as wide as it. */
  anchorEl: HTMLElement | null;
  onNavigate: () => void;
}

export default function RecentlyViewedPopup({ open, anchorEl, onNavigate }: RecentlyViewedPopupProps) {
  if (!open || !anchorEl) return null;
  const place = {
    top: anchorEl.offsetTop + anchorEl.offsetHeight,
    left: anchorEl.offsetLeft,
    width: anchorEl.clientWidth || 320,
  };
  return (
    // tabIndex -1: a click inside keeps the focus in the search box's container, so the popup stays open.
    <div className={styles.popup} style={place} tabIndex={-1}>
      <WatchHistoryList variant="compact" limit={6} onNavigate={onNavigate} />
    </div>
  );
}
