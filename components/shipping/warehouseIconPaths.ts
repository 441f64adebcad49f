// Path data of the Material icons only the receiving-address page draws with PlainIcon, copied from
// @mui/icons-material (Apache-2.0) under the same names. Beside the page's components: the build keeps every export
// of a module it loads, so a shared path file would carry these into every page.
export const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
export const WAREHOUSE_OUTLINED =
  'M20 8.35V19h-2v-8H6v8H4V8.35l8-3.2zM22 21V7L12 3 2 7v14h6v-8h8v8zm-11-2H9v2h2zm2-3h-2v2h2zm2 3h-2v2h2z';
export const CONTENT_COPY =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
