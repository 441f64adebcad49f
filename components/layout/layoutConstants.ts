// The layout's fixed sizes in one place.

/** Content container width per breakpoint: xs 960, sm 1024, md and lg 1440, xl 1920 (owned by the theme). */
export { CONTAINER_WIDTHS } from '@/theme/createAppTheme';

/** Below this viewport width the navigation changes its alignment. */
export const NAV_ALIGNMENT_SHIFT_PX = 1430;

export const LOGO_MAX_WIDTH_PX = 260;
export const BREADCRUMB_ITEM_MAX_WIDTH_PX = 540;

/** The scroll flag turns on after this fraction of the window height. */
export const SCROLL_THRESHOLD_RATIO = 0.65;

/** Copyright starts in this year. */
export const COPYRIGHT_START_YEAR = 2023;

/** At most this many service social accounts in the footer. */
export const FOOTER_SOCIAL_ACCOUNTS_MAX = 3;
