// Path data of the Material icons the messages page's feedback block draws with PlainIcon, copied from
// @mui/icons-material (Apache-2.0) under the same names.
export const RATE_REVIEW_OUTLINED =
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17l-.59.59-.58.58V4h16zm-9.5-2H18v-2h-5.5zm3.86-5.87c.2-.2.2-.51 0-.71l-1.77-1.77c-.2-.2-.51-.2-.71 0L6 11.53V14h2.47z';
