// Path data of the Material icons the search page's results draw with PlainIcon, copied from @mui/icons-material (Apache-2.0)
// under the same names. Not in components/common/plainIconPaths.ts, which every page loads first: the build keeps
// every export of a module it loads.
// MUI draws SearchOff as two paths (the lens, the cross); they do not overlap, so one path draws the same. The
// product page's not-found state draws it too.
export const SEARCH_OFF =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zM6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z';
export const TUNE =
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z';
