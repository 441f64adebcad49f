// The layout's fixed numbers that script needs (sizes the stylesheets use live in the *.module.css files).

/** The scroll flag turns on after this fraction of the window height. */
export const SCROLL_THRESHOLD_RATIO = 0.65;

/** Copyright starts in this year. */
export const COPYRIGHT_START_YEAR = 2023;

/** At most this many service social accounts in the footer. */
export const FOOTER_SOCIAL_ACCOUNTS_MAX = 3;
