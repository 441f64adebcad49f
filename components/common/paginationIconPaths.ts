// Path data of the Material icons the page bar draws (NavigateBefore, NavigateNext), copied from
// @mui/icons-material (Apache-2.0) under the same names.
export const NAVIGATE_BEFORE = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
export const NAVIGATE_NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
