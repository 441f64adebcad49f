// Path data of the Material icons only /my/pending-payments draws with PlainIcon, copied from @mui/icons-material
// (Apache-2.0) under the same names.
export const PAYMENTS_OUTLINED =
  'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-2 0H3V6h14zm-7-7c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3m13 0v11c0 1.1-.9 2-2 2H4v-2h17V7z';
